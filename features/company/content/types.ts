export type CompanyServiceKey = 'sales' | 'design' | 'installation' | 'service';

/** Everything the company page says, per locale (the same shape in every language). */
export type CompanyContent = {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  story: { title: string; paragraphs: string[] };
  services: { title: string; items: { key: CompanyServiceKey; title: string; text: string }[] };
  network: { title: string; paragraphs: string[]; levelsTitle: string; levels: { title: string; text: string }[] };
  warranty: { title: string; paragraphs: string[]; points: string[] };
  numbers: { title: string; items: { value: string; label: string }[] };
  values: { title: string; items: { title: string; text: string }[] };
  cta: { title: string; text: string; catalogue: string; contacts: string };
};
