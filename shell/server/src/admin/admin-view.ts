import { escapeHtml } from '@site/platform-kit/html';
import type { RemoteName } from '@site/shared-contracts/platform';
import type { CanaryRow } from '../store/canary';
import type { AuditRow, RemoteVersionRow } from '../store/registry';
import type { FailureCount } from '../telemetry/failure-store';
import { remoteForms } from './admin-forms';

const e = escapeHtml;

export type RemoteView = {
  name: RemoteName;
  active: string | null;
  canary: CanaryRow | null;
  versions: RemoteVersionRow[];
};

/** An action's outcome; `copy` is a value to hand on (an override link, a deploy token shown once). */
export type Notice = { ok: boolean; message: string; copy?: { label: string; value: string } };

export type AdminView = {
  csrfToken: string;
  remotes: RemoteView[];
  failures: FailureCount[];
  audit: AuditRow[];
  notice?: Notice;
};

const iso = (at: Date | string) => new Date(at).toISOString().replace('T', ' ').slice(0, 19);

function failureCell(failures: FailureCount[], remote: string, version: string, key: 'last_hour' | 'last_day'): string {
  const rows = failures.filter((f) => f.remote === remote && f.version === version && f[key] > 0);
  const total = rows.reduce((sum, f) => sum + f[key], 0);
  return total === 0 ? '0' : `${total} (${rows.map((f) => `${e(f.kind)} ${f[key]}`).join(', ')})`;
}

function versionsTable(remote: RemoteView, failures: FailureCount[]): string {
  if (remote.versions.length === 0) return '<p>No version published yet.</p>';
  const rows = remote.versions.map((v) => {
    const marks = [
      v.version === remote.active ? 'active' : '',
      v.version === remote.canary?.version ? `canary ${remote.canary.percent}%` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `<tr><th scope="row">${e(v.version)}</th><td>${e(marks)}</td><td>${e(iso(v.published_at))}</td><td>${e(v.publisher)}</td>
<td>${(Number(v.total_size) / 1024).toFixed(1)} KiB</td><td>${e(v.build_info?.contractsVersion ?? 'unknown')}</td>
<td>${failureCell(failures, remote.name, v.version, 'last_hour')}</td><td>${failureCell(failures, remote.name, v.version, 'last_day')}</td></tr>`;
  });
  return `<table class="site-admin-table"><caption>Versions of ${e(remote.name)}</caption>
<thead><tr><th scope="col">Version</th><th scope="col">Status</th><th scope="col">Published (UTC)</th><th scope="col">Publisher</th><th scope="col">Size</th><th scope="col">Contracts</th><th scope="col">Load errors, last hour</th><th scope="col">Load errors, last day</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function auditTable(audit: AuditRow[]): string {
  const rows = audit.map(
    (a) =>
      `<tr><td>${e(iso(a.at))}</td><td>${e(a.actor)}</td><td>${e(a.remote)}</td><td>${e(a.action)}</td><td>${e(a.from_version ?? '')}</td><td>${e(a.to_version)}</td><td>${a.canary_percent ?? ''}</td><td>${e(a.reason)}</td></tr>`,
  );
  return `<table class="site-admin-table"><caption>Audit log (newest first)</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Remote</th><th scope="col">Change</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Canary %</th><th scope="col">Reason</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function noticeHtml(notice: Notice | undefined): string {
  if (!notice) return '';
  const link = notice.copy
    ? `<p><label for="site-admin-copy">${e(notice.copy.label)}</label>
<input id="site-admin-copy" type="text" readonly size="80" value="${e(notice.copy.value)}"></p>`
    : '';
  return notice.ok
    ? `<div class="site-admin-notice" role="status"><p>${e(notice.message)}</p>${link}</div>`
    : `<div class="site-admin-error" role="alert"><p><strong>Refused:</strong> ${e(notice.message)}</p></div>`;
}

/** The release manager's page: every remote's live versions, versions, browser errors, actions, then the audit log. */
export function renderAdminMain(view: AdminView): string {
  const sections = view.remotes.map((remote) => {
    const canary = remote.canary ? `${e(remote.canary.version)} for ${remote.canary.percent}% of visitors` : 'none';
    return `<section class="site-admin-remote" aria-labelledby="site-admin-${e(remote.name)}">
<h2 id="site-admin-${e(remote.name)}">${e(remote.name)}</h2>
<dl><dt>Active</dt><dd>${e(remote.active ?? '(none)')}</dd><dt>Canary</dt><dd>${canary}</dd></dl>
${versionsTable(remote, view.failures)}
${remoteForms({ remote: remote.name, csrfToken: view.csrfToken, versions: remote.versions, canary: remote.canary })}
</section>`;
  });
  return `<div class="site-admin"><h1>Remote releases</h1>
${noticeHtml(view.notice)}
${sections.join('\n')}
<section aria-labelledby="site-admin-audit"><h2 id="site-admin-audit">Audit log</h2>${auditTable(view.audit)}</section></div>`;
}
