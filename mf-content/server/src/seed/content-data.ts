/** Word pools for the generated articles. Plain English text only: rendering escapes it. */
export type CategorySeed = { slug: string; name: string; description: string; kind: ArticleKind };
export type ArticleKind = 'deal' | 'review' | 'guide' | 'news';

export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'deals', name: 'Deals', description: 'Hand-picked price drops and limited-time offers.', kind: 'deal' },
  { slug: 'reviews', name: 'Reviews', description: 'Hands-on reviews with honest ratings.', kind: 'review' },
  { slug: 'guides', name: 'Guides', description: 'How-to articles and buying guides.', kind: 'guide' },
  { slug: 'news', name: 'News', description: 'What is new in retail, gadgets and savings.', kind: 'news' },
  { slug: 'coupons', name: 'Coupons', description: 'Working coupon codes and how to use them.', kind: 'deal' },
  {
    slug: 'home-and-garden',
    name: 'Home & Garden',
    description: 'Ideas and bargains for the house and garden.',
    kind: 'guide',
  },
];

export const AUTHORS: readonly string[] = [
  'Maya Thompson',
  'Daniel Okafor',
  'Sofia Lindqvist',
  'James Whitaker',
  'Priya Raman',
  'Lucas Moreau',
  'Hannah Becker',
  'Omar Haddad',
  'Grace Liu',
  'Tom Fitzgerald',
];

export const PRODUCTS: readonly string[] = [
  'Noise-Cancelling Headphones',
  'Robot Vacuum',
  'Air Fryer',
  '4K Smart TV',
  'Ultrabook Laptop',
  'Espresso Machine',
  'Electric Toothbrush',
  'Running Shoes',
  'Gaming Mouse',
  'Mechanical Keyboard',
  'Smartwatch',
  'Portable Speaker',
  'Cordless Drill',
  'Standing Desk',
  'Office Chair',
  'Mirrorless Camera',
  'E-Reader',
  'Stand Mixer',
  'Wireless Earbuds',
  'Mesh Wi-Fi Router',
  'Electric Scooter',
  'Pressure Cooker',
  'Tablet',
  'Dehumidifier',
];

export const STORES: readonly string[] = [
  'MegaMart',
  'ShopRight',
  'TechHaven',
  'HomeBase Direct',
  'Urban Outfit Co',
  'GadgetHub',
  'DailyDeals',
];

export const TITLE_TEMPLATES: Record<ArticleKind, readonly string[]> = {
  deal: [
    '{product} drops to its lowest price yet at {store}',
    'Save {n}% on the {product} this week',
    '{store} flash sale: the {product} deals worth your money',
    'Weekend deal: {product} bundles from {store}',
  ],
  review: [
    '{product} review: is it worth it in {year}?',
    'We tested the {product} for a month',
    '{product} long-term review: the good and the bad',
    'Hands-on with the new {product}',
  ],
  guide: [
    'How to choose a {product} without overspending',
    'The complete {product} buying guide for {year}',
    '{n} tips to get more out of your {product}',
    'How to find real discounts on a {product}',
  ],
  news: [
    '{store} announces a new loyalty programme',
    'Prices for the {product} expected to fall in {year}',
    '{store} expands free delivery to more regions',
    'Why {product} prices keep changing at {store}',
  ],
};

export const PARAGRAPHS: Record<ArticleKind, readonly string[]> = {
  deal: [
    'The {product} has been steadily discounted over the past few weeks, and {store} has now matched the lowest price we have tracked.',
    'Stock at this price tends to run out quickly, so if you have been waiting for the right moment, this is it.',
    'We compared the offer with three other retailers: {store} comes out ahead once delivery costs are included.',
    'Remember to check whether the discount applies at checkout; some offers only show once the item is in the basket.',
    'Cashback portals can stack on top of this deal, which brings the effective saving up to {n}% for some shoppers.',
  ],
  review: [
    'We used the {product} every day for four weeks, at home and on the go, to see how it holds up beyond the first impression.',
    'Build quality is solid, and the controls are easy to learn, although the companion app still feels unfinished.',
    'Performance is where it shines: it handled everything we threw at it, and battery life beat the manufacturer claims.',
    'The price is the main drawback. At full price it is hard to recommend, but discounts of {n}% make it a strong pick.',
    'Our verdict: a dependable choice that gets the basics right, with a few rough edges that updates may smooth out.',
  ],
  guide: [
    'Before buying a {product}, decide what you will actually use it for; most people pay for features they never touch.',
    'Set a budget, then watch the price for two or three weeks. Prices swing by as much as {n}% between sales events.',
    'Read the return policy carefully. {store} offers thirty days, which gives you time to test the {product} at home.',
    'Check independent reviews rather than star averages, and look for complaints that repeat across many buyers.',
    'Finally, sign up for price alerts so that the next drop reaches your inbox instead of passing you by.',
  ],
  news: [
    '{store} confirmed the change in a statement this week, saying customers had asked for it for a long time.',
    'Analysts expect the move to put pressure on competitors, which could mean lower prices on items such as the {product}.',
    'The new terms apply from next month, and existing members keep their current benefits for at least a year.',
    'Shoppers we spoke to were cautiously positive, though several said they would wait to see the fine print.',
    'We will keep this article updated as more details become available.',
  ],
};

export const COMMENTERS: readonly string[] = [
  'alex_k',
  'Bella R.',
  'chris',
  'DealHunter99',
  'emma.w',
  'Frank',
  'gina_saves',
  'Harper',
  'Ivan P.',
  'Jo',
];

export const COMMENT_TEXTS: readonly string[] = [
  'Thanks, just ordered one at this price!',
  'Does anyone know if this works with the older model?',
  'I bought this last year and it is still going strong.',
  'The price went up again for me, looks like the deal has ended.',
  'Great write-up, very helpful.',
  'Mine arrived in two days, really happy with it.',
  'Is it worth waiting for the next sale?',
  'Customer service was quick to help when mine had a fault.',
];

export const REPLY_TEXTS: readonly string[] = [
  'Yes, it worked fine with mine.',
  'Same here, thanks for sharing.',
  'I would wait, it usually drops again in a few weeks.',
  'Good to know, thanks!',
];
