import manifest from '../package.json';

/**
 * The public surface of each owner's subpath, pinned. Remotes already published were built against
 * these names, so removing or renaming one is a breaking change for them; adding one is a decision of
 * the owning team. Change this list on purpose, in the same commit as the schema.
 */
const SURFACE: Record<string, string[]> = {
  platform: [
    'PAGE_DATA_ELEMENT_ID',
    'REMOTE_ENTRY_FILE',
    'TELEMETRY_PATH',
    'apiErrorSchema',
    'authOpenTypeSchema',
    'containerName',
    'eventNames',
    'eventSchemas',
    'exposedModules',
    'healthResponseSchema',
    'islandIdSchema',
    'mountStrategySchema',
    'pageDataSchema',
    'parseEvent',
    'publishedFileSchema',
    'remoteChannelSchema',
    'remoteFailureKindSchema',
    'remoteNameSchema',
    'remoteNames',
    'remoteSnapshotSchema',
    'remoteVersionSchema',
    'remotesResponseSchema',
    'roleSchema',
    'siteConfigSchema',
    'snapshotRemoteSchema',
    'sriHashSchema',
    'telemetryBatchSchema',
    'telemetryReportSchema',
    'visitorStateSchema',
  ],
  search: [
    'DEFAULT_SORT_MARK_MS',
    'HIDE_ON_SCROLL_PX',
    'JSON_PARSE_ERROR_LOG',
    'MIN_ITEM_TERM_LENGTH',
    'MOBILE_BREAKPOINT_PX',
    'PASTE_DELAY_MS',
    'REFOCUS_MS',
    'SALE_LABEL',
    'SEARCH_PANEL_ACTION',
    'SEARCH_REST_NAMESPACE',
    'SEARCH_SETTLED_ROUTE',
    'SPLASH_FOCUS_DELAY_MS',
    'itemSearchPathSchema',
    'itemSearchQuerySchema',
    'itemSearchResponseSchema',
    'searchArchivePropsSchema',
    'searchBoxPropsSchema',
    'searchExclusionSchema',
    'searchOrderbySchema',
    'searchPageQuerySchema',
    'searchPanelRequestSchema',
    'searchPostTypeSchema',
    'searchSettledBodySchema',
    'searchTermPathSchema',
    'searchTermSchema',
    'suggestionResponseSchema',
    'taxonomyResponseSchema',
  ],
  auth: [
    'AUTH_LOGIN_ACTION',
    'AUTH_REGISTER_ACTION',
    'AUTH_RESETPASS_ACTION',
    'CAPTCHA_ANSWER_FIELD',
    'CAPTCHA_FALLBACK_PATH',
    'CAPTCHA_PATH',
    'CAPTCHA_TOKEN_FIELD',
    'LOGIN_REDIRECT_DELAY_MS',
    'REGISTRATION_REDIRECT_DELAY_MS',
    'RESET_RELOAD_DELAY_MS',
    'ajaxActionSchema',
    'authRequestSchema',
    'authResponseSchema',
    'avatarParamsSchema',
    'captchaFallbackFormSchema',
    'captchaResponseSchema',
    'linkPageQuerySchema',
    'loginPageQuerySchema',
    'outboxMessageSchema',
    'outboxResponseSchema',
    'siteChangePasswordFormSchema',
    'siteConfirmFormSchema',
    'siteLoginFormSchema',
    'siteRegisterFormSchema',
    'siteResetPasswordFormSchema',
    'siteResetRequestFormSchema',
  ],
  shop: [
    'CART_LINE_MAX_QUANTITY',
    'CART_MAX_QUANTITY',
    'isShopCartResponse',
    'OFFER_DETAILS_SCROLL_OFFSET_PX',
    'SHOP_CART_COUNT_COOKIE',
    'SHOP_FILTER_KEYS',
    'SHOP_FILTER_MAX_PRICE',
    'shopArchiveQuerySchema',
    'shopCartFormSchema',
    'shopCartLineInputSchema',
    'shopCartQuantityInputSchema',
    'shopCartResponseSchema',
    'shopCartUpdateFormSchema',
    'shopCouponKindSchema',
    'shopOfferParamsSchema',
    'shopOfferTypeSchema',
    'shopOffersQuerySchema',
    'shopOrderbySchema',
    'shopProductParamsSchema',
    'shopSlugParamsSchema',
  ],
  content: [
    'CONTENT_ID_MAX',
    'CONTENT_POSTS_PER_PAGE',
    'commentFormSchema',
    'commentModerationParamsSchema',
    'contentSlugParamsSchema',
    'countdownPropsSchema',
    'postListQuerySchema',
  ],
  popups: ['MODAL_LOAD_ERROR_MESSAGE', 'popupContentResponseSchema', 'popupParamsSchema', 'popupSlugSchema'],
};

describe('shared-contracts public surface', () => {
  it('has one subpath per owner and no package index', () => {
    const owners = Object.keys(manifest.exports).filter((key) => /^\.\/[a-z]+$/.test(key));
    expect(owners.sort()).toEqual(
      Object.keys(SURFACE)
        .map((owner) => `./${owner}`)
        .sort(),
    );
  });

  it.each(Object.entries(SURFACE))('./%s exports exactly its pinned names', async (owner, names) => {
    const module = (await import(`./${owner}/index`)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual([...names].sort());
  });
});
