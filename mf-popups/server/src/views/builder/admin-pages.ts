import { html, type Html } from '@site/platform-kit/html';
import type { BuilderPopup } from '@site/shared-contracts/popups';
import type { EditorValues } from '../../builder/editor-form';
import type { AuditLine, StoredPopup } from '../../data/builder-popups';
import { popupContentHtml } from './popup-html';

const csrf = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`;

/** GET /admin/popups: every builder popup with its impressions and an enable/disable button. */
export function adminListMain(popups: readonly StoredPopup[], csrfToken: string): Html {
  return html`<section class="popups-admin">
  <h1>Site popups</h1>
  <p><a class="popups-admin__new" href="/admin/popups/new">New popup</a> · <a href="/admin/newsletter">Newsletter lists and subscribers</a></p>
  <div class="popups-admin__table-wrap"><table class="popups-admin__table">
    <caption>Builder popups and how often they were shown</caption>
    <thead><tr><th scope="col">Popup</th><th scope="col">Pages</th><th scope="col">Impressions</th><th scope="col">State</th><th scope="col">Actions</th></tr></thead>
    <tbody>${popups.map(
      (p) => html`<tr>
      <th scope="row"><a href="/admin/popups/${p.id}/edit">${p.title}</a> <code>${p.id}</code></th>
      <td>${p.pages.include.join(', ')}</td>
      <td>${p.impressions}</td>
      <td>${p.enabled ? 'Enabled' : 'Disabled'}</td>
      <td><form method="post" action="/admin/popups/${p.id}/${p.enabled ? 'disable' : 'enable'}">${csrf(csrfToken)}<button type="submit">${p.enabled ? 'Disable' : 'Enable'} ${p.title}</button></form>
        <a href="/admin/popups/${p.id}/preview">Preview ${p.title}</a></td>
    </tr>`,
    )}</tbody>
  </table></div>
</section>`;
}

const area = (name: keyof EditorValues, label: string, value: string, hint: string) => html`<p>
    <label for="popups-edit-${name}">${label}</label>
    <textarea id="popups-edit-${name}" name="${name}" rows="12" cols="80" spellcheck="false" aria-describedby="popups-edit-${name}-hint">${value}</textarea>
    <small id="popups-edit-${name}-hint">${hint}</small>
  </p>`;

/**
 * The create/edit form: title, enabled, and the pages, content and settings as JSON checked by the contract's
 * builderPopupSchema; a refusal shows every issue with its path. The audit lists who changed the popup.
 */
export function editorMain(options: {
  values: EditorValues;
  isNew: boolean;
  csrfToken: string;
  errors?: readonly string[];
  audit?: readonly AuditLine[];
}): Html {
  const { values, isNew, errors = [], audit = [] } = options;
  const action = isNew ? '/admin/popups' : `/admin/popups/${values.id}`;
  return html`<section class="popups-admin">
  <h1>${isNew ? 'New popup' : `Edit ${values.title}`}</h1>
  ${
    errors.length > 0 &&
    html`<div class="popups-admin__errors" role="alert" tabindex="-1" id="popups-edit-errors"><h2>The popup was not saved</h2><ul>${errors.map((e) => html`<li>${e}</li>`)}</ul></div>`
  }
  <form method="post" action="${action}" class="popups-admin__form">
    ${csrf(options.csrfToken)}
    ${
      isNew
        ? html`<p><label for="popups-edit-id">Id (lower-case letters, digits and dashes)</label> <input id="popups-edit-id" name="id" value="${values.id}" required pattern="[a-z0-9][a-z0-9-]{0,99}"></p>`
        : html`<input type="hidden" name="id" value="${values.id}">`
    }
    <p><label for="popups-edit-title">Title</label> <input id="popups-edit-title" name="title" value="${values.title}" required maxlength="200"></p>
    <p><input type="checkbox" id="popups-edit-enabled" name="enabled" value="on"${values.enabled ? ' checked' : ''}> <label for="popups-edit-enabled">Enabled</label></p>
    ${area('pages', 'Pages (JSON)', values.pages, '{"include": ["/", "/blog/*"], "exclude": []}: path globs where the popup is printed.')}
    ${area('content', 'Content blocks (JSON)', values.content, 'A list of {"type": "heading" | "paragraph" | "link" | "image", …}.')}
    ${area('settings', 'Settings (JSON)', values.settings, '{"display": {…}, "timing": {…}, "triggers": {…}} with the names of spec 3.11.')}
    <p><button type="submit">Save popup</button> <a href="/admin/popups">Back to the list</a></p>
  </form>
  ${
    audit.length > 0 &&
    html`<h2>Changes</h2><ul class="popups-admin__audit">${audit.map(
      (a) =>
        html`<li>${a.at} UTC: ${a.action} by user #${a.user_id}${a.action === 'update' && a.changed.length > 0 ? html` (${a.changed.join(', ')})` : ''}</li>`,
    )}</ul>`
  }
</section>`;
}

/** A static preview: the content as the engine shows it, without triggers. */
export function previewMain(popup: BuilderPopup): Html {
  return html`<section class="popups-admin">
  <h1>Preview: ${popup.title}</h1>
  <div class="popups-admin__preview" role="group" aria-label="Popup preview">${popupContentHtml(popup)}</div>
  <p><a href="/admin/popups/${popup.id}/edit">Edit</a> · <a href="/admin/popups">Back to the list</a></p>
</section>`;
}
