import { usePageTitle } from '@/lib/page-title';
import { useStorefront } from '@/lib/storefront';
import { LegalPage, LegalSection } from './legal-page';

// Placeholder wording until each storefront can publish its own terms.
export default function TermsOfServiceRoute() {
  usePageTitle('Terms of Service');
  const { title, organizationName } = useStorefront();
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These are the terms of service of ${title}, the storefront of ${organizationName}. By using this storefront you agree to them.`}
    >
      <LegalSection heading="Orders and offers">
        Listings show the seller's price, condition and available quantity. An order or an accepted offer is a
        purchase agreement between you and the seller of the listing.
      </LegalSection>
      <LegalSection heading="Prices and payment">
        Prices are in US dollars. Taxes, service and processing fees and shipping are shown before you pay.
      </LegalSection>
      <LegalSection heading="Shipping and returns">
        Shipping times, return and warranty policies are those of each seller, as shown on the listing.
      </LegalSection>
    </LegalPage>
  );
}
