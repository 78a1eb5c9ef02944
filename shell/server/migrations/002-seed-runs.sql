-- Which demo catalogue was seeded, so `npm start` seeds an empty database once and never again.
CREATE TABLE platform.seed_runs (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  options     jsonb       NOT NULL,
  seeded_at   timestamptz NOT NULL DEFAULT now(),
  seconds     numeric     NOT NULL
);
