import type { BuilderPopup, PopupBlock, PopupSettings } from '@site/shared-contracts/popups';
import { actionHref } from '../builder/action-href';

const settings = (s: Partial<PopupSettings>): PopupSettings => ({
  display: { a11y_navigation: true, ...s.display },
  timing: s.timing ?? {},
  triggers: s.triggers ?? {},
});

const body = (title: string, text: string, extra: PopupBlock[] = []): PopupBlock[] => [
  { type: 'heading', text: title },
  { type: 'paragraph', text },
  ...extra,
  {
    type: 'link',
    text: 'No thanks, do not show this again',
    href: actionHref('popup:close', { do_not_show_again: true }),
  },
];

const popup = (
  id: string,
  title: string,
  pages: string[],
  s: Partial<PopupSettings>,
  content?: PopupBlock[],
  enabled = true,
) =>
  ({
    id,
    title,
    enabled,
    pages: { include: pages },
    content: content ?? body(title, `A demo popup: ${title.toLowerCase()}.`),
    settings: settings(s),
  }) satisfies BuilderPopup;

/**
 * The site's own popups for the home, shop, offers and blog pages (a welcome after a delay, an ad-block notice,
 * an exit-intent offer, a scroll popup), enabled or not as `enabled` says. None applies to product or post pages
 * (issue 10's weight budget).
 */
const sitePopups = (enabled: boolean): BuilderPopup[] => [
  popup(
    'welcome-deals',
    'Welcome to the deals',
    ['/'],
    {
      display: {
        entrance_animation: 'fadeIn',
        entrance_animation_duration: { size: 0.4 },
        avoid_multiple_popups: true,
      },
      timing: { times_times: 1, times_period: 'day' },
      triggers: { page_load_delay: 4 },
    },
    body('Welcome to the deals', 'Fresh coupons and offers every day, sorted by shop.', [
      { type: 'link', text: 'See today’s offers', href: '/offers', button: true },
      // Not a builder popup: the engine hands the id to the popup host, which opens the generic newsletter popup.
      { type: 'link', text: 'Get the weekly newsletter', href: actionHref('popup:open', { id: 'newsletter' }) },
    ]),
    enabled,
  ),
  popup(
    'adblock-notice',
    'An ad blocker is on',
    ['/'],
    {
      display: { avoid_multiple_popups: true },
      timing: { times_times: 1, times_period: 'week' },
      triggers: { adblock_detection_delay: 2 },
    },
    undefined,
    enabled,
  ),
  popup(
    'exit-offer',
    'Before you go',
    ['/shop', '/offers'],
    {
      display: { avoid_multiple_popups: true, entrance_animation: 'zoomIn' },
      timing: { times_times: 2, devices_devices: ['desktop', 'tablet'] },
      triggers: { exit_intent: true },
    },
    undefined,
    enabled,
  ),
  popup(
    'blog-scroll',
    'Enjoying the articles?',
    ['/blog'],
    {
      timing: { times_times: 1, times_period: 'session' },
      triggers: { scrolling_direction: 'down', scrolling_offset: 50 },
    },
    undefined,
    enabled,
  ),
];

/** One popup per trigger and condition on the `/popups/demo/<name>` pages (always enabled; the journeys drive them). */
const demoPagePopups: BuilderPopup[] = [
  popup('demo-delay', 'Opened after a delay', ['/popups/demo/delay'], {
    display: { close_button_delay: 1, prevent_scroll: true },
    triggers: { page_load_delay: 0.5 },
  }),
  // Issue 16: the newsletter form inside a builder popup, closing 3 s after a successful sign-up.
  popup(
    'demo-newsletter',
    'Newsletter in a popup',
    ['/popups/demo/newsletter'],
    { triggers: { page_load_delay: 0.5 } },
    body('Never miss a deal', 'One e-mail a week with the best coupons. Confirm by e-mail, leave at any time.', [
      { type: 'newsletter', list: 'weekly-deals', close_popup_when_success: true },
    ]),
  ),
  popup('demo-scroll-down', 'Opened by scrolling down', ['/popups/demo/scroll-down'], {
    triggers: { scrolling_direction: 'down', scrolling_offset: 50 },
  }),
  popup('demo-scroll-up', 'Opened by scrolling up', ['/popups/demo/scroll-up'], {
    triggers: { scrolling_direction: 'up' },
  }),
  popup('demo-scroll-to', 'Opened by scrolling to the target', ['/popups/demo/scroll-to'], {
    triggers: { scrolling_to_selector: '#popups-demo-target' },
  }),
  popup('demo-clicks', 'Opened by the third click', ['/popups/demo/clicks'], { triggers: { click_times: 3 } }),
  popup('demo-inactivity', 'Opened after inactivity', ['/popups/demo/inactivity'], {
    triggers: { inactivity_time: 2 },
  }),
  popup('demo-exit', 'Opened by exit intent', ['/popups/demo/exit'], { triggers: { exit_intent: true } }),
  popup('demo-adblock', 'Opened by the ad-block probe', ['/popups/demo/adblock'], {
    triggers: { adblock_detection_delay: 0.5 },
  }),
  popup('demo-page-views', 'Opened on the third view', ['/popups/demo/counters'], {
    timing: { page_views_views: 2 },
    triggers: { page_load_delay: 0 },
  }),
  popup('demo-sessions', 'Opened in the second session', ['/popups/demo/sessions'], {
    timing: { sessions_sessions: 1 },
    triggers: { page_load_delay: 0 },
  }),
  popup('demo-times', 'Shown twice at most', ['/popups/demo/times'], {
    timing: { times_times: 2, times_count: 'open' },
    triggers: { page_load_delay: 0 },
  }),
  popup('demo-conditions', 'Every condition passed', ['/popups/demo/conditions'], {
    display: {
      classes: 'popups-demo-conditions',
      prevent_close_on_esc_key: true,
      prevent_close_on_background_click: true,
    },
    timing: {
      url_url: 'never-in-a-referrer',
      url_action: 'hide',
      sources_sources: ['internal', 'external'],
      logged_in_users: 'all',
      devices_devices: ['mobile', 'tablet', 'desktop'],
      browsers_browsers: 'all',
      schedule_timezone: 'site',
      schedule_start_date: '2020-01-01 00:00',
      schedule_end_date: '2099-12-31 23:59',
    },
    triggers: { page_load_delay: 0 },
  }),
  popup(
    'demo-link',
    'Opened by a link',
    ['/popups/demo/*'],
    { display: { open_selector: '.popups-demo-open', close_button_position: 'outside' } },
    body('Opened by a link', 'Link actions and the open selector open this popup.', [
      { type: 'link', text: 'Close', href: actionHref('popup:close') },
      { type: 'link', text: 'Get the weekly newsletter', href: actionHref('popup:open', { id: 'newsletter' }) },
      // Issue 30: an image link (the lightbox opens over the popup) and a link that opens the mobile menu.
      { type: 'link', text: 'See the demo photo', href: '/popups/demo-image.svg' },
      { type: 'link', text: 'Open the site menu', href: actionHref('off_canvas:open') },
    ]),
  ),
];

/**
 * What the seed writes. The site's own popups are enabled only for the demo (`POPUPS_SITE_DEMO=on`, which
 * `npm start` sets): on the e2e server a modal opening by itself on the pages every other journey uses would cover
 * what they click and load the engine on the home page the telemetry journeys expect unloaded, and the bench
 * measures the pages without them; an admin switches them on or off in /admin/popups.
 */
export const demoPopups = (sitePopupsEnabled = false): BuilderPopup[] => [
  ...sitePopups(sitePopupsEnabled),
  ...demoPagePopups,
];
