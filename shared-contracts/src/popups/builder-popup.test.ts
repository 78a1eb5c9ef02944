import { issuePaths, withValue } from '../testing/fixtures';
import { builderPopupSchema, POPUP_TIME_FRAMES, type BuilderPopup } from './index';

const popup: BuilderPopup = {
  id: 'spring-sale',
  title: 'Spring sale',
  enabled: true,
  pages: { include: ['/', '/blog/*'], exclude: ['/account'] },
  content: [
    { type: 'heading', text: 'Spring sale' },
    { type: 'paragraph', text: 'Up to half off.' },
    { type: 'link', text: 'Open', href: '#elementor-action:action=popup:close', button: true },
    { type: 'image', src: '/img/sale.webp', alt: 'Sale' },
  ],
  settings: {
    display: {
      open_selector: '.open-sale',
      avoid_multiple_popups: true,
      close_button_delay: 1,
      close_button_position: 'outside',
      close_automatically: 30,
      prevent_close_on_background_click: true,
      prevent_close_on_esc_key: false,
      prevent_scroll: true,
      entrance_animation: 'fadeIn',
      entrance_animation_duration: { size: 0.6 },
      exit_animation: 'zoomIn',
      a11y_navigation: true,
      classes: 'promo big',
    },
    timing: {
      page_views_views: 3,
      sessions_sessions: 2,
      url_url: 'google',
      url_action: 'show',
      sources_sources: ['internal', 'search'],
      logged_in_users: 'custom',
      logged_in_roles: ['admin'],
      devices_devices: ['mobile', 'desktop'],
      times_times: 2,
      times_period: 'day',
      times_count: 'close',
      browsers_browsers: 'custom',
      browsers_options: ['chrome', 'firefox'],
      schedule_timezone: 'site',
      schedule_start_date: '2025-01-01 10:00',
      schedule_end_date: '2025-01-31T23:59:59',
    },
    triggers: {
      page_load_delay: 2.5,
      scrolling_direction: 'down',
      scrolling_offset: 50,
      scrolling_to_selector: '#offers',
      click_times: 3,
      inactivity_time: 30,
      exit_intent: true,
      adblock_detection_delay: 1,
    },
  },
};

describe('builder popups (spec 3.11 names as spelt)', () => {
  it('a popup with every setting parses and keeps its data', () => {
    expect(builderPopupSchema.parse(popup)).toStrictEqual(popup);
  });

  it.each([
    [['settings', 'display', 'close_button_delay'], 61],
    [['settings', 'display', 'entrance_animation_duration', 'size'], 1.2],
    [['settings', 'display', 'classes'], 'x" onclick="y'],
    [['settings', 'timing', 'url_action'], 'maybe'],
    [['settings', 'timing', 'times_period'], 'year'],
    [['settings', 'timing', 'page_views_views'], 0],
    [['settings', 'timing', 'logged_in_roles', 0], 'root'],
    [['settings', 'timing', 'schedule_start_date'], '01/02/2025'],
    [['settings', 'triggers', 'scrolling_offset'], 101],
    [['settings', 'triggers', 'click_times'], '3'],
    [['content', 2, 'href'], 'javascript:alert(1)'],
    [['content', 3, 'src'], '//evil.example/x.png'],
    [['pages', 'include', 0], 'no-slash'],
    [['id'], 'Spring Sale'],
  ] as const)('refuses %j = %j', (path, value) => {
    expect(issuePaths(builderPopupSchema, withValue(popup, [...path], value))).toContainEqual([...path]);
  });

  it('spells spec 9’s time frames', () => {
    expect(POPUP_TIME_FRAMES).toEqual({ day: 86_400, week: 604_800, month: 2_628_288 });
  });
});
