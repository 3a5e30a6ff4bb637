import { Accordion } from '@mantine/core';
import { faqOf, useSiteConfig } from '@/lib/site-config';

/** /support: the admin's FAQ entries under the support page (none: nothing shown). */
export function FaqList() {
  const faq = faqOf(useSiteConfig().data);
  if (faq.length === 0) return null;
  return (
    <Accordion variant="separated" mt="xl" data-testid="faq-list">
      {faq.map((f) => (
        <Accordion.Item key={f.id} value={f.id}>
          <Accordion.Control>{f.question}</Accordion.Control>
          <Accordion.Panel>{f.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
