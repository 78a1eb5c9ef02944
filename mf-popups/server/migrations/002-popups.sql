-- Site popups (spec 2.5 generic popups). body_html is built from escaped text paragraphs
-- (see paragraphsToHtml in src/views/popup-body.ts); nothing here is author-supplied markup.
CREATE TABLE popups.popups (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body_html text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO popups.popups (id, title, body_html) VALUES
  ('newsletter', 'Get the best deals first',
   '<p>Sign up for our weekly newsletter and never miss a deal again.</p><p>One e-mail a week, no spam, unsubscribe at any time.</p>'),
  ('welcome', 'Welcome to our deals site',
   '<p>We collect the best offers, coupons and products in one place.</p><p>Use the search at the top to find deals, products and articles.</p>');
