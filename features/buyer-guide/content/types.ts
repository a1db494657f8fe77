import type { ContentBlock } from '@/components/ui/prose';

/** The buyer's guide per locale: chapters of typed blocks and the FAQ. */
export type BuyerContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  tocTitle: string;
  sections: { id: string; title: string; blocks: ContentBlock[] }[];
  faqTitle: string;
  faq: { question: string; answer: string[] }[];
  cta: { title: string; text: string; catalogue: string; contacts: string };
};
