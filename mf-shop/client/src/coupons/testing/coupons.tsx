import { act, render } from '@testing-library/react';
import type { EventName } from '@site/shared-contracts/platform';
import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import { fakeBus } from '../../testing/recording-bus';
import { Coupons, type CouponWindow } from '../coupons';

/** Offer cards as the server renders them (mf-shop/server/src/views/offers.ts), one of each kind. */
const CARDS = `<ul>
<li class="shop-offer" id="offer-1"><h2 class="shop-offer__title"><a href="/offers/1">20% off at ShopMart</a></h2>
<p class="shop-offer__meta"><a class="shop-offer__merchant" href="/store/shopmart">ShopMart</a> · <span class="shop-offer__expiry">Expires 1 May 2099</span></p>
<div class="shop-offer__actions"><a class="shop-coupon shop-coupon--masked" data-kind="masked" data-codeid="1" data-codetext="" data-clipboard-text="SHOP20" data-dest="/go/1" data-expires="2099-05-01T23:00:00.000Z" href="/offers/1" data-bus-event="shop:coupon-reveal" data-bus-payload='{"codeid":"1","codetext":""}'>Show code</a></div>
<a class="shop-offer__toggle" href="/offers/1" role="button" aria-expanded="false" aria-controls="offer-1-details" data-bus-event="shop:offer-details" data-bus-payload='{"offerId":"1"}'><span class="shop-offer__toggle-label">Show details</span></a>
<div class="shop-offer__details" id="offer-1-details" hidden><p class="shop-offer__terms">One use per customer.</p></div></li>
<li class="shop-offer" id="offer-2"><h2 class="shop-offer__title">Stale</h2>
<a class="shop-coupon shop-coupon--masked" data-kind="masked" data-codeid="2" data-codetext="" data-clipboard-text="OLD10" data-dest="/go/2" data-expires="2020-01-01T00:00:00.000Z" href="/offers/2">Show code</a></li>
<li class="shop-offer" id="offer-3"><span class="shop-coupon shop-coupon--plain" data-kind="plain" data-codeid="3" data-codetext="" data-clipboard-text="OPEN5" data-dest="/go/3"><code class="shop-coupon__code">OPEN5</code></span></li>
<li class="shop-offer" id="offer-4"><a class="shop-coupon shop-coupon--masked" data-kind="masked" data-codeid="4" data-codetext="HANDLE" data-clipboard-text="TXT4" data-dest="https://evil.example/" href="/offers/4">Show code</a></li>
</ul>`;

function fakeWindow(href: string, popups = true) {
  const calls: string[] = [];
  let current = href;
  const win: CouponWindow = {
    href: () => current,
    now: () => Date.parse('2026-06-01T12:00:00Z'),
    replaceAddress: (next) => {
      calls.push(`replace ${next}`);
      current = next;
    },
    openWindow: (next) => {
      calls.push(`open ${next}`);
      return popups;
    },
    navigate: (next) => calls.push(`navigate ${next}`),
  };
  return { win, calls };
}

// Every stack a test makes, destroyed after it: one left behind would take the next test's Escape.
const stacks: OwnedLayerStack[] = [];
afterEach(() => stacks.splice(0).forEach((stack) => stack.destroy()));

/** The island on a page of offer cards, on a real layer stack, as the shell mounts it. */
export function setup(href = 'https://site.example/offers?paged=2', options: { popups?: boolean } = {}) {
  document.body.innerHTML = CARDS;
  const island = document.createElement('div');
  document.body.append(island);
  const { win, calls } = fakeWindow(href, options.popups);
  const { bus, named } = fakeBus();
  const layers = createLayerStack(window);
  stacks.push(layers);
  render(<Coupons bus={bus} layers={layers} win={win} />, { container: island });
  /** What the shell does for a pressed trigger: emit its event with its payload. */
  const press = (element: HTMLElement) =>
    act(() => {
      bus.emit(element.dataset.busEvent as EventName, JSON.parse(element.dataset.busPayload ?? '{}') as never);
    });
  const reveal = (codeid: string) => act(() => void bus.emit('shop:coupon-reveal', { codeid, codetext: '' }));
  return { calls, press, reveal, named, layers };
}

/** A coupon button of the page by its id. */
export const button = (id: string) => document.querySelector<HTMLElement>(`[data-codeid="${id}"]`) as HTMLElement;
