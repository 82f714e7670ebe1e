import { Container, Skeleton } from '@mantine/core';
import { AddressBookScreen } from '@/features/address-book/components/address-book-screen';
import { useMe } from '@/features/auth/api/get-me';
import { usePageTitle } from '@/lib/page-title';

/** /addresses (login): the buyer's address book in the account area. */
export default function AddressesRoute() {
  usePageTitle('Addresses');
  const user = useMe().data?.user;
  if (!user) {
    return (
      <Container size="lg" py="xl">
        <Skeleton height={240} aria-label="Loading your account" />
      </Container>
    );
  }
  return (
    <AddressBookScreen
      person={{
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email,
        companyName: user.organization?.name ?? '',
      }}
      canShare={user.organization !== null}
    />
  );
}
