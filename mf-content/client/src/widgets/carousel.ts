/**
 * Previous/next buttons for the scroll-snap track: each moves by one page of slides (the visible width), and is
 * disabled at its end. The buttons were in the markup, hidden and laid over the track, so showing them moves
 * nothing (CLS 0).
 */
export function startCarousel(element: HTMLElement): () => void {
  const track = element.querySelector<HTMLElement>('.content-carousel__track');
  const prev = element.querySelector<HTMLButtonElement>('.content-carousel__button--prev');
  const next = element.querySelector<HTMLButtonElement>('.content-carousel__button--next');
  if (!track || !prev || !next) return () => undefined;
  const update = () => {
    prev.disabled = track.scrollLeft <= 1;
    next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  };
  const page = (direction: 1 | -1) => () => track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  const back = page(-1);
  const forward = page(1);
  prev.addEventListener('click', back);
  next.addEventListener('click', forward);
  track.addEventListener('scroll', update, { passive: true });
  prev.hidden = false;
  next.hidden = false;
  update();
  return () => {
    prev.removeEventListener('click', back);
    next.removeEventListener('click', forward);
    track.removeEventListener('scroll', update);
    prev.hidden = true;
    next.hidden = true;
  };
}
