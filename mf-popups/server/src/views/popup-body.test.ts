import { paragraphsToHtml } from './popup-body';

it('builds popup HTML only from escaped text', () => {
  expect(paragraphsToHtml('a <b> & c\n\n second ')).toBe('<p>a &#60;b&#62; &#38; c</p><p>second</p>');
});
