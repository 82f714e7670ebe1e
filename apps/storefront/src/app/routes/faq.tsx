import { Accordion, Container, Text, Title } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useFaq } from '@/features/content/api/get-faq';
import { usePageTitle } from '@/lib/page-title';
import { useStorefront } from '@/lib/storefront';

/** /faq: the questions and answers the seller wrote for this storefront, in the seller's order. */
export default function FaqRoute() {
  usePageTitle('FAQ');
  const { title } = useStorefront();
  const faq = useFaq();
  if (faq.isError)
    return <LoadError heading="The FAQ could not be loaded" onRetry={() => void faq.refetch()} />;
  if (!faq.data) return <PageLoader />;
  return (
    <Container size="md" py={64} component="article" aria-labelledby="faq-title">
      <Title id="faq-title" order={1} mb="lg">
        Frequently asked questions
      </Title>
      {faq.data.items.length === 0 ? (
        <Text data-testid="faq-empty">{title} has not published any questions yet.</Text>
      ) : (
        <Accordion variant="separated" multiple defaultValue={faq.data.items.map((f) => f.id)}>
          {faq.data.items.map((f) => (
            <Accordion.Item key={f.id} value={f.id} data-testid="faq-item">
              <Accordion.Control>
                <Text fw={600} component="span">
                  {f.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{f.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Container>
  );
}
