import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, refusedAs } from '@site/platform-kit/http';
import {
  shopOfferParamsSchema,
  shopOffersQuerySchema,
  shopSlugParamsSchema,
  type ShopOffersQuery,
} from '@site/shared-contracts/shop';
import {
  countOfferCells,
  findOffer,
  findOfferDestination,
  listOffers,
  offerTerms,
  type OfferTerm,
  type OfferTerms,
} from '../data/offers';
import { offerCounts, type OfferChoice } from '../offers/offer-facets';
import { siteClock, siteToday, toOffer } from '../offers/offer-view';
import { offerPageUrl, offersHref, type OfferFilterParams } from '../urls/offer-urls';
import { offerPageHtml } from '../views/offer-page';
import { offersPageHtml, storeIntroHtml } from '../views/offers-page';
import { offerViewer, sendPage, type ShopContext } from './route-kit';

/** Offers a page: as many as the shop archive's cards. */
export const OFFERS_PER_PAGE = 24;

const refused = refusedAs({ params: 'SHOP_BAD_SLUG', querystring: 'SHOP_BAD_QUERY' });
const offerRefused = refusedAs({ params: 'SHOP_BAD_OFFER' });

function termOf(terms: readonly OfferTerm[], slug: string | undefined, what: string, code: string) {
  if (slug === undefined) return undefined;
  const term = terms.find((t) => t.slug === slug);
  if (!term) throw notFound(`No ${what} '${slug}'.`, code);
  return term;
}

type OfferList = {
  basePath: string;
  heading: string;
  terms: OfferTerms;
  /** The store of a store page (its path, not a filter of the address). */
  store: OfferTerm | null;
  query: ShopOffersQuery;
};

/** One page of a list of offers: the filters resolved to ids, the counts, the cards of the page. */
async function sendOfferList(ctx: ShopContext, request: FastifyRequest, reply: FastifyReply, list: OfferList) {
  const { query, store, terms } = list;
  const clock = siteClock(ctx.site.timeZone);
  const today = siteToday(clock);
  const storeTerm = store ?? termOf(terms.stores, query.store, 'store', 'SHOP_STORE_NOT_FOUND');
  const category = termOf(terms.categories, query.category, 'offer category', 'SHOP_CATEGORY_NOT_FOUND');
  const choice: OfferChoice = {
    merchantId: storeTerm?.id,
    categoryId: category?.id,
    type: query.type,
    soon: query.expiring === 'soon',
  };
  const counts = offerCounts(await countOfferCells(ctx.db, today), choice);
  const pages = Math.max(1, Math.ceil(counts.total / OFFERS_PER_PAGE));
  if (query.paged > pages) {
    throw notFound(`Page ${query.paged} does not exist: there are ${pages} pages.`, 'SHOP_PAGE_NOT_FOUND');
  }
  const rows = await listOffers(
    ctx.db,
    { ...choice, soonFrom: choice.soon ? today : undefined },
    OFFERS_PER_PAGE,
    (query.paged - 1) * OFFERS_PER_PAGE,
  );
  const filters: OfferFilterParams = {
    store: store ? undefined : query.store,
    category: query.category,
    type: query.type,
    expiring: query.expiring,
  };
  const main = offersPageHtml({
    heading: list.heading,
    intro: store ? storeIntroHtml(store) : undefined,
    basePath: list.basePath,
    filters,
    counts,
    stores: store ? null : terms.stores,
    categories: terms.categories,
    offers: rows.map((row) => toOffer(row, clock)),
    // The list's own address, without codeid, codetext or tracking: the cashback login comes back to it.
    viewer: offerViewer(ctx, request, offersHref(list.basePath, filters, query.paged)),
    page: query.paged,
    perPage: OFFERS_PER_PAGE,
  });
  return sendPage(ctx, request, reply, {
    title: query.paged > 1 ? `${list.heading} – Page ${query.paged}` : list.heading,
    main,
    path: list.basePath,
    cacheable: true,
  });
}

export function registerOfferRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/offers',
    { schema: { querystring: shopOffersQuerySchema }, schemaErrorFormatter: refused },
    async (request, reply) =>
      sendOfferList(ctx, request, reply, {
        basePath: '/offers',
        heading: 'Offers and coupons',
        terms: await offerTerms(ctx.db),
        store: null,
        query: request.query,
      }),
  );

  typed.get(
    '/store/:slug',
    { schema: { params: shopSlugParamsSchema, querystring: shopOffersQuerySchema }, schemaErrorFormatter: refused },
    async (request, reply) => {
      const terms = await offerTerms(ctx.db);
      const store = termOf(terms.stores, request.params.slug, 'store', 'SHOP_STORE_NOT_FOUND');
      if (!store) throw notFound('No store.', 'SHOP_STORE_NOT_FOUND');
      return sendOfferList(ctx, request, reply, {
        basePath: `/store/${store.slug}`,
        heading: `${store.name} coupons and deals`,
        terms,
        store,
        query: request.query,
      });
    },
  );

  typed.get(
    '/offers/:offerId',
    { schema: { params: shopOfferParamsSchema }, schemaErrorFormatter: offerRefused },
    async (request, reply) => {
      const row = await findOffer(ctx.db, request.params.offerId);
      if (!row) throw notFound(`No offer ${request.params.offerId}.`, 'SHOP_OFFER_NOT_FOUND');
      const offer = toOffer(row, siteClock(ctx.site.timeZone));
      return sendPage(ctx, request, reply, {
        title: offer.coupon ? `${offer.title}: coupon code` : offer.title,
        description: offer.description,
        main: offerPageHtml(offer, offerViewer(ctx, request, offerPageUrl(offer.id))),
        path: offerPageUrl(offer.id),
        cacheable: true,
      });
    },
  );

  // The destination comes only from our own table (https enforced by a CHECK): no open redirect.
  typed.get(
    '/go/:offerId',
    {
      schema: { params: shopOfferParamsSchema },
      schemaErrorFormatter: offerRefused,
      // After the platform's site-wide policy, which it sets once handlers are done: the merchant is not told
      // which page the visitor came from.
      onSend: async (_request, reply, payload) => {
        reply.header('referrer-policy', 'no-referrer');
        return payload;
      },
    },
    async (request, reply) => {
      const { offerId } = request.params;
      const destination = await findOfferDestination(ctx.db, offerId);
      if (!destination?.startsWith('https://')) throw notFound(`No offer ${offerId}.`, 'SHOP_OFFER_NOT_FOUND');
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .redirect(destination, 302);
    },
  );
}
