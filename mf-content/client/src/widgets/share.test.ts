import { startShare } from './share';

const markup = `<div class="content-share"><ul>
<li><a id="x" href="https://x.example/intent?u=1" target="_blank" rel="noopener noreferrer" data-content-share="short-message">X</a></li>
<li><a id="mail" href="mailto:?body=1">E-mail</a></li></ul></div>`;

describe('share links (spec 9)', () => {
  afterEach(() => document.body.replaceChildren());

  it('opens the sized window from the click the shell replays after mounting (issue 30), and keeps the tab closed', () => {
    document.body.innerHTML = markup;
    const stop = startShare(document.body.firstElementChild as HTMLElement);
    const opened = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(opened);
    const link = document.getElementById('x') as HTMLAnchorElement;
    const followed = jest.fn((event: Event) => event.defaultPrevented);
    window.addEventListener('click', followed);
    // What the shell does with the click it held: the same link, clicked once more.
    link.click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(link.href, 'content-share-short-message', expect.stringContaining('width=600'));
    expect(opened.opener).toBeNull();
    expect(followed).toHaveReturnedWith(true);
    // A link the island does not know (e-mail) stays the browser's.
    followed.mockImplementationOnce((event: Event) => {
      const prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot follow it
      return prevented;
    });
    (document.getElementById('mail') as HTMLAnchorElement).click();
    expect(followed).toHaveLastReturnedWith(false);
    window.removeEventListener('click', followed);
    open.mockRestore();
    stop();
  });
});
