import { escapeHtml } from '@site/platform-kit/html';
import type { CanaryRow } from '../store/canary';
import type { RemoteVersionRow } from '../store/registry';

const e = escapeHtml;

type FormContext = {
  remote: string;
  csrfToken: string;
  versions: readonly RemoteVersionRow[];
  canary: CanaryRow | null;
};

function form(ctx: FormContext, action: string, legend: string, fields: string, button: string): string {
  return `<form method="post" action="/admin/remotes/${e(ctx.remote)}/${action}" class="site-admin-form">
<fieldset><legend>${e(legend)}</legend>
<input type="hidden" name="_csrf" value="${e(ctx.csrfToken)}">
${fields}
<button type="submit">${e(button)}</button></fieldset></form>`;
}

function versionSelect(ctx: FormContext, id: string, name = 'version', withEmpty = false): string {
  const options = ctx.versions.map((v) => `<option value="${e(v.version)}">${e(v.version)}</option>`).join('');
  return `<label for="${id}">Version</label> <select id="${id}" name="${name}"${withEmpty ? '' : ' required'}>${withEmpty ? '<option value="">(none)</option>' : ''}${options}</select>`;
}

function reason(ctx: FormContext, action: string): string {
  const id = `${ctx.remote}-${action}-reason`;
  return `<label for="${id}">Reason</label> <input id="${id}" name="reason" type="text" maxlength="500">`;
}

function percent(ctx: FormContext, action: string, value: number): string {
  const id = `${ctx.remote}-${action}-percent`;
  return `<label for="${id}">Percent of visitors</label> <input id="${id}" name="percent" type="number" min="1" max="99" required value="${value}">`;
}

/** The release manager's actions on one remote; every form posts `_csrf` and a reason. */
export function remoteForms(ctx: FormContext): string {
  const r = ctx.remote;
  const forms = [
    form(
      ctx,
      'activate',
      `Activate a version of ${r}`,
      `${versionSelect(ctx, `${r}-activate-version`)} ${reason(ctx, 'activate')}`,
      'Activate',
    ),
    form(ctx, 'rollback', `Roll ${r} back to the previous active version`, reason(ctx, 'rollback'), 'Roll back'),
  ];
  if (ctx.canary) {
    forms.push(
      form(
        ctx,
        'canary-widen',
        `Change the ${r} canary's share`,
        `${percent(ctx, 'canary-widen', ctx.canary.percent)} ${reason(ctx, 'canary-widen')}`,
        'Set percent',
      ),
      form(ctx, 'canary-stop', `Stop the ${r} canary`, reason(ctx, 'canary-stop'), 'Stop canary'),
    );
  } else {
    forms.push(
      form(
        ctx,
        'canary-start',
        `Start a canary of ${r}`,
        `${versionSelect(ctx, `${r}-canary-start-version`)} ${percent(ctx, 'canary-start', 5)} ${reason(ctx, 'canary-start')}`,
        'Start canary',
      ),
    );
  }
  const devId = `${r}-override-dev-url`;
  const minutesId = `${r}-override-minutes`;
  forms.push(
    form(
      ctx,
      'override',
      `Issue a QA override link for ${r}`,
      `${versionSelect(ctx, `${r}-override-version`, 'version', true)}
<label for="${devId}">or dev manifest URL</label> <input id="${devId}" name="devUrl" type="url" placeholder="http://localhost:3101/mf-manifest.json">
<label for="${minutesId}">Valid for (minutes)</label> <input id="${minutesId}" name="minutes" type="number" min="1" max="1440" value="60" required>
${reason(ctx, 'override')}`,
      'Issue link',
    ),
  );
  const labelId = `${r}-token-label`;
  forms.push(
    form(
      ctx,
      'token-create',
      `Create a deploy token for ${r}'s pipeline`,
      `<label for="${labelId}">Label</label> <input id="${labelId}" name="label" type="text" maxlength="100" required value="${e(r)} pipeline">`,
      'Create token',
    ),
  );
  return forms.join('\n');
}
