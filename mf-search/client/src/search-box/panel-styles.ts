import { injectStyles } from '@site/platform-kit/styles';

/**
 * The panel's item parts (spec 4.2), injected once beside the slice stylesheet, which styles the
 * panel box itself; only search-box__ classes. Colours keep a 4.5:1 contrast on white.
 */
const CSS = `
.search-box__input::-webkit-search-cancel-button{-webkit-appearance:none;appearance:none}
.search-box__field{position:relative;flex:1;display:flex;min-width:0}
.search-box__field .search-box__input{padding-right:40px}
.search-box .search-box__clear{position:absolute;right:4px;top:50%;transform:translateY(-50%);min-width:32px;height:32px;padding:0;border:0;border-radius:50%;background:none;color:#3c4043;font-size:20px;line-height:1;cursor:pointer}
.search-box .search-box__clear:hover{background:#eef3fd}
.search-box .search-box__clear[hidden]{display:none}
.search-box__clear:focus-visible,.search-box__submit:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.search-box__panel .search-box__item>a{display:flex;gap:10px;align-items:flex-start}
.search-box__image img{display:block;width:48px;height:48px;object-fit:cover;border-radius:4px}
.search-box__text{display:flex;flex-wrap:wrap;gap:2px 8px;align-items:baseline;min-width:0}
.search-box__title{flex-basis:100%;font-weight:600}
.search-box__sale{background:#b3261e;color:#fff;border-radius:4px;padding:0 6px;font-size:12px;font-weight:700}
.search-box__price{font-weight:700}
.search-box__price del{color:#5f6368;font-weight:400}
.search-box__price ins{text-decoration:none}
.search-box__rating,.search-box__date,.search-box__meta{font-size:13px;color:#5f6368}
.search-box__excerpt{flex-basis:100%;font-size:13px;color:#3c4043}
.search-box__items--grid ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:4px}
.search-box__items--grid .search-box__item>a{flex-direction:column}
`;

export const injectPanelStyles = (doc: Document = document): void => injectStyles('search-box-panel-style', CSS, doc);
