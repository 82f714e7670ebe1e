import { HomeHero } from '@/features/home/components/home-hero';
import { ManufacturerLogos } from '@/features/home/components/manufacturer-logos';
import { usePageTitle } from '@/lib/page-title';

export function HomeRoute() {
  usePageTitle('Home');
  return (
    <>
      <HomeHero />
      <ManufacturerLogos />
    </>
  );
}
