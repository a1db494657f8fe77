import type { RichText, RichTextBlock } from '../../../../../contracts';
import type { Seeder } from '../../../db/seed';
import { newsArticles, newsTexts } from '../../../db/schema';
import { seedArticles, type SeedBlock } from './articles';
import { en } from './en';
import { pl } from './pl';
import { uk } from './uk';

const paragraph = (text: string): RichTextBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });

function blockOf(block: SeedBlock): RichTextBlock {
  switch (block.type) {
    case 'p':
      return paragraph(block.text);
    case 'h2':
      return { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: block.text }] };
    case 'note':
      return { type: 'blockquote', content: [paragraph(block.text)] };
    case 'ul':
    case 'ol':
      return {
        type: block.type === 'ul' ? 'bulletList' : 'orderedList',
        content: block.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
      };
  }
}

export const docOf = (blocks: SeedBlock[]): RichText => ({ type: 'doc', content: blocks.map(blockOf) });

/**
 * The site's articles as they were written in code, published in every language: the first version of the news in the
 * database, in production too (support edits them from there).
 */
export const newsSeeder: Seeder = {
  name: 'news-articles',
  demo: false,
  async run(db) {
    const texts = { uk, en, pl };
    for (const article of seedArticles) {
      const [{ id }] = await db.insert(newsArticles).values(article).returning({ id: newsArticles.id });
      await db.insert(newsTexts).values(
        Object.entries(texts).map(([lang, byArticle]) => {
          const { title, summary, body } = byArticle[article.slug];
          return { articleId: id, lang, title, summary, body: docOf(body), publishedAt: new Date(`${article.date}T09:00:00Z`) };
        }),
      );
    }
  },
};
