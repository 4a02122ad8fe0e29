import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CARD_SIZE } from '../../contract/share-card';
import { sharePage, sharePicture, type ShareContext } from '../domains/share';
import { failure } from './api-route';
import { ApiError } from './api-error';
import type { Services } from './context';
import { escapeHtml, indexHtmlSender } from './index-html';

type Page = NonNullable<Awaited<ReturnType<typeof sharePage>>>;

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

/**
 * A shared card's head for crawlers (issue 19): link previews read these tags from the HTML as sent —
 * they run no script — so the server writes them. Every value is the card's or the site's text, escaped.
 */
export function shareHead({ card, title, description }: Page): string {
  const full = `${title} | ${card.site_name}`;
  return [
    `<title>${escapeHtml(full)}</title>`,
    // A card names its player: kept out of search results; link previews read the tags all the same.
    meta('name', 'robots', 'noindex, follow'),
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', card.site_name),
    meta('property', 'og:title', full),
    meta('property', 'og:description', description),
    meta('property', 'og:url', card.url),
    meta('property', 'og:image', card.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD_SIZE)),
    meta('property', 'og:image:height', String(CARD_SIZE)),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', full),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', card.image),
    `<link rel="canonical" href="${escapeHtml(card.url)}">`,
  ].join('');
}

const contextOf = (services: Services, request: FastifyRequest): ShareContext => ({
  ...services,
  origin: services.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
});

/**
 * /share/<id>: the app's page with the card's social tags (an unknown id: the app's page, status 404,
 * kept out of search results); /share/<id>.png: the card's picture, rendered once and cached.
 */
export function registerSharePages(app: FastifyInstance, services: Services, distDir: string | null) {
  const sendPage =
    distDir &&
    indexHtmlSender(distDir, services, {
      async page(request) {
        const { name } = request.params as { name: string };
        const found = await sharePage(contextOf(services, request), name);
        return found
          ? { status: 200, head: shareHead(found) }
          : { status: 404, head: meta('name', 'robots', 'noindex') };
      },
    });
  const notFound = (reply: FastifyReply) => reply.status(404).send(failure(new ApiError('notFound', 404)));

  app.get('/share/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (name.endsWith('.png')) {
      const png = await sharePicture(contextOf(services, request), name.slice(0, -4));
      if (!png) return notFound(reply);
      // The picture's URL carries its version (?v=), so it may be kept a while.
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png);
    }
    return sendPage ? sendPage(request, reply) : notFound(reply);
  });
}
