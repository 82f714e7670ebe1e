import { usePageTitle } from '@/lib/page-title';
import { useStorefront } from '@/lib/storefront';
import { LegalPage, LegalSection } from './legal-page';

// Placeholder wording until each storefront can publish its own policy text.
export default function PrivacyPolicyRoute() {
  usePageTitle('Privacy Policy');
  const { title, organizationName } = useStorefront();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`This is the privacy policy of ${title}, the storefront of ${organizationName}. It explains what we collect when you use this storefront and why.`}
    >
      <LegalSection heading="What we collect">
        The details you give us when you create an account, place an order, make an offer, request a quote or
        subscribe to our newsletter: your name, company, email address, phone number and addresses.
      </LegalSection>
      <LegalSection heading="How we use it">
        To process your orders and offers, to arrange shipping, to answer your requests and, if you
        subscribed, to send you our newsletter. Card numbers are handled by our payment provider and never
        stored by {title}.
      </LegalSection>
      <LegalSection heading="Your choices">
        You can unsubscribe from the newsletter at any time and ask {organizationName} to see, correct or
        delete the personal data it holds about you.
      </LegalSection>
    </LegalPage>
  );
}
