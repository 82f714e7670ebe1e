import { ErrorScreen } from '@/components/error-screen';

export function ErrorRoute() {
  return <ErrorScreen />;
}
