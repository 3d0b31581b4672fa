import type { MetaDescriptor } from 'react-router';

// The head of a content page: title, description, keywords, Open Graph and the canonical address.

export interface SeoInput {
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  image?: string | null;
  type?: 'article' | 'website';
  publishedAt?: string | null;
}

export function seoMeta(seo: SeoInput): MetaDescriptor[] {
  const title = `${seo.title} - 星图`;
  const image = seo.image ? new URL(seo.image, seo.canonical).href : null;
  return [
    { title },
    { name: 'description', content: seo.description },
    ...(seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:site_name', content: '星图' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: 'zh_CN' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(seo.publishedAt ? [{ property: 'article:published_time', content: seo.publishedAt }] : []),
  ];
}

export const notFoundMeta = (): MetaDescriptor[] => [
  { title: '页面不存在 - 星图' },
  { name: 'robots', content: 'noindex' },
];
