/** Leaf categories carry the nouns and the price band their products are drawn from. */
export type LeafSpec = {
  name: string;
  description: string;
  nouns: readonly string[];
  price: readonly [number, number];
};
export type RootSpec = { name: string; description: string; children: readonly LeafSpec[] };

export const CATEGORY_TREE: readonly RootSpec[] = [
  {
    name: 'Electronics',
    description: 'Laptops, phones, audio and cameras from the brands you know.',
    children: [
      {
        name: 'Laptops',
        description: 'Ultrabooks, gaming and work laptops.',
        nouns: ['Laptop', 'Ultrabook', 'Notebook', 'Chromebook'],
        price: [299, 2499],
      },
      {
        name: 'Phones',
        description: 'Smartphones and accessories.',
        nouns: ['Smartphone', 'Phone', 'Phone Case', 'Charger'],
        price: [19, 1299],
      },
      {
        name: 'Audio',
        description: 'Headphones, earbuds and speakers.',
        nouns: ['Headphones', 'Earbuds', 'Speaker', 'Soundbar'],
        price: [25, 499],
      },
      {
        name: 'Cameras',
        description: 'Action cameras, mirrorless bodies and lenses.',
        nouns: ['Camera', 'Action Cam', 'Lens', 'Tripod'],
        price: [39, 1899],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    description: 'Everything for cooking, living and sleeping well.',
    children: [
      {
        name: 'Cookware',
        description: 'Pans, pots and knives.',
        nouns: ['Frying Pan', 'Stock Pot', 'Chef Knife', 'Dutch Oven'],
        price: [15, 249],
      },
      {
        name: 'Appliances',
        description: 'Small kitchen appliances.',
        nouns: ['Blender', 'Coffee Maker', 'Air Fryer', 'Kettle'],
        price: [25, 599],
      },
      {
        name: 'Furniture',
        description: 'Chairs, desks and storage.',
        nouns: ['Desk Chair', 'Standing Desk', 'Bookshelf', 'Side Table'],
        price: [49, 899],
      },
    ],
  },
  {
    name: 'Fashion',
    description: 'Clothing, shoes and accessories for every season.',
    children: [
      {
        name: 'Clothing',
        description: 'Shirts, jackets and jeans.',
        nouns: ['T-Shirt', 'Jacket', 'Hoodie', 'Jeans'],
        price: [12, 249],
      },
      {
        name: 'Shoes',
        description: 'Sneakers, boots and sandals.',
        nouns: ['Sneakers', 'Boots', 'Sandals', 'Loafers'],
        price: [29, 299],
      },
      {
        name: 'Accessories',
        description: 'Bags, watches and sunglasses.',
        nouns: ['Backpack', 'Watch', 'Sunglasses', 'Wallet'],
        price: [9, 399],
      },
    ],
  },
  {
    name: 'Sports',
    description: 'Gear for training, riding and the outdoors.',
    children: [
      {
        name: 'Fitness',
        description: 'Home gym and training gear.',
        nouns: ['Yoga Mat', 'Dumbbell Set', 'Kettlebell', 'Resistance Bands'],
        price: [10, 399],
      },
      {
        name: 'Cycling',
        description: 'Bikes, helmets and lights.',
        nouns: ['Road Bike', 'Helmet', 'Bike Light', 'Cycling Jersey'],
        price: [19, 1999],
      },
      {
        name: 'Outdoor',
        description: 'Tents, sleeping bags and trekking gear.',
        nouns: ['Tent', 'Sleeping Bag', 'Trekking Poles', 'Headlamp'],
        price: [15, 499],
      },
    ],
  },
];

export const BRANDS = [
  'Acme',
  'Nordwind',
  'Helio',
  'Vanta',
  'Pinebrook',
  'Orbit',
  'Kestrel',
  'Lumina',
  'Brightline',
  'Cobalt',
  'Summit',
  'Maple & Co',
] as const;
export const ADJECTIVES = [
  'Pro',
  'Ultra',
  'Classic',
  'Compact',
  'Smart',
  'Eco',
  'Premium',
  'Lite',
  'Max',
  'Essential',
  'Wireless',
  'Deluxe',
] as const;
export const TAGS = [
  'Bestseller',
  'New arrival',
  'Eco friendly',
  'Gift idea',
  'Limited edition',
  'Free shipping',
  'Budget pick',
  'Editor choice',
  'Refurbished',
  'Bundle',
] as const;
export const FEATURES = [
  'a long-lasting build',
  'a two-year warranty',
  'premium materials',
  'easy setup',
  'a lightweight design',
  'great value for money',
  'a sleek finish',
  'energy-saving operation',
] as const;
export const MERCHANTS = [
  'ShopMart',
  'MegaDeals',
  'TechHub',
  'StyleBox',
  'HomeBase',
  'SportZone',
  'GadgetPlanet',
  'TravelNest',
  'BookNook',
  'PetPal',
] as const;
/** The trades offers are filed under on /offers, and each merchant's own (most of its offers are in it). */
export const OFFER_CATEGORIES = [
  'Books',
  'Electronics',
  'Everyday essentials',
  'Fashion',
  'Home & Garden',
  'Pets',
  'Sports & Outdoors',
  'Travel',
] as const;
export const MERCHANT_TRADES: Record<(typeof MERCHANTS)[number], (typeof OFFER_CATEGORIES)[number]> = {
  ShopMart: 'Everyday essentials',
  MegaDeals: 'Electronics',
  TechHub: 'Electronics',
  StyleBox: 'Fashion',
  HomeBase: 'Home & Garden',
  SportZone: 'Sports & Outdoors',
  GadgetPlanet: 'Electronics',
  TravelNest: 'Travel',
  BookNook: 'Books',
  PetPal: 'Pets',
};
export const OFFER_PHRASES = [
  'off your first order',
  'off sitewide',
  'off electronics',
  'off orders over 50',
  'off new arrivals',
  'off outlet items',
] as const;
