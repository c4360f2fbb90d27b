import type { ContentPage as Page } from '@skybook/api-contract';
import styles from './content-page.module.css';

/** A content page from the database: plain paragraphs, so no stored HTML ever reaches the page. */
export function ContentPage({ page }: { page: Page }) {
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      {page.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </article>
  );
}
