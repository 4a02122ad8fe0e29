import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useWebSettings } from '../lib/settings';

export interface SeoProps {
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** The image's width and height when it is not the site's 1080 × 608 share image (a square result card). */
  imageSize?: [number, number];
  /** Kept out of search results (a shared card names its player; link previews still read the tags). */
  noindex?: boolean;
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertLink(rel: string, href: string) {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Per-page head tags (SPEC §2) with the site's defaults from web settings as fallback. */
export function Seo({
  title,
  description,
  keywords,
  image,
  imageSize = [1080, 608],
  noindex = false,
}: SeoProps) {
  const site = useWebSettings();
  const { pathname } = useLocation();
  const [imageWidth, imageHeight] = imageSize;

  useEffect(() => {
    const siteName = site?.site_name || 'OpenQuiz';
    const fullTitle = title
      ? `${title} | ${siteName}`
      : `${siteName}${site?.tagline ? ` | ${site.tagline}` : ''}`;
    const desc = description || site?.description || '';
    const url = `${window.location.origin}${pathname}`;
    const img = new URL(image || site?.share_image || '/share.png', window.location.origin).href;
    document.title = fullTitle;
    upsertMeta('name', 'description', desc);
    upsertMeta('name', 'keywords', keywords || site?.keywords || '');
    upsertMeta('name', 'robots', noindex ? 'noindex, follow' : 'index, follow');
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', siteName);
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', desc);
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:image', img);
    upsertMeta('property', 'og:image:width', String(imageWidth));
    upsertMeta('property', 'og:image:height', String(imageHeight));
    upsertMeta('name', 'twitter:card', 'summary_large_image');
    upsertMeta('name', 'twitter:title', fullTitle);
    upsertMeta('name', 'twitter:description', desc);
    upsertMeta('name', 'twitter:image', img);
    upsertLink('canonical', url);
  }, [site, title, description, keywords, image, pathname, imageWidth, imageHeight, noindex]);

  return null;
}
