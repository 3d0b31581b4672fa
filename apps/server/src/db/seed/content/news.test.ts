import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_NEWS } from './news.ts';

const covers = fileURLToPath(new URL('../../../../../web/public/', import.meta.url));
const PLANET_COVERS: Record<string, string> = {
  水星: '/covers/news-mercury.svg',
  金星: '/covers/news-venus.svg',
  火星: '/covers/news-mars.svg',
  土星: '/covers/news-saturn.svg',
};

describe('demo news covers', () => {
  it('every cover is a file of the web app', () => {
    for (const article of SEED_NEWS) expect(existsSync(covers + article.cover), article.cover).toBe(true);
  });

  it('an article about a planet wears that planet, not another one', () => {
    for (const article of SEED_NEWS) {
      const planet = Object.keys(PLANET_COVERS).find((name) => article.title.startsWith(name));
      if (planet) expect(article.cover, article.title).toBe(PLANET_COVERS[planet]);
      const worn = Object.entries(PLANET_COVERS).find(([, cover]) => cover === article.cover);
      if (worn && planet) expect(worn[0], article.title).toBe(planet);
    }
    expect(SEED_NEWS.find((article) => article.title.startsWith('火星'))?.cover).toBe(
      '/covers/news-mars.svg',
    );
  });
});
