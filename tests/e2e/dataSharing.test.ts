/**
 * The data-sharing chain as its people meet it: a user files an access request for two datasets
 * and submits it; the admin sees the conflict with a dataset's use conditions and returns it;
 * the user fixes the purpose and resubmits; the admin approves with an end date; the user finds
 * the grant and asks to release a result file (checked by content, its counts by the server); the
 * admin reads it and checks it, may not release it too, and a second admin releases it. The histories and the operation log show every step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { networkQuiet, sessionGet } from './console';
import { historyLines, signedIn, take } from './workflow';

const suite = consoleSuite();
const TITLE = 'Nodule detection with imaging and registry data';
const NODULES = 'size_mm,nodules,detected\n<6,140,97\n6-10,88,79\n>10,41,40\n';

const asUser = (username: string) => signedIn(suite.browser, suite.server.url, username);

describe('data sharing, from a request to a grant', () => {
  // Two people and a dozen screens in turn: sized for a busy machine (about a minute on a quiet one).
  it('walks a request through review and return to an approval, its grant, and an output released by a second admin', { timeout: 360_000 }, async () => {
    const user = await asUser('user');
    const admin = await asUser('admin');

    // The user files a request for two datasets, for methods research, and submits it.
    await user.page.goto('/accessRequests/create');
    await user.page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    const datasets = user.page.getByRole('combobox', { name: 'Datasets' });
    for (const dataset of ['Oncology imaging archive (CT/MR)', 'Cardiology registry 2015–2024']) {
      await datasets.fill(dataset.slice(0, 8));
      await user.page.getByRole('option', { name: dataset }).click();
    }
    await user.page.getByRole('combobox', { name: 'Purpose' }).click();
    await user.page.getByRole('option', { name: 'Methods development' }).click();
    await user.page.getByRole('textbox', { name: 'Research plan' }).fill('Train and validate a nodule detector on archived CT.');
    await user.page.getByRole('textbox', { name: 'Ethics approval number' }).fill('IRB-2026-0999');
    await user.page.locator('[name="ethicsExpiresAt"]').fill('2028-06-30T00:00');
    await user.page.getByRole('button', { name: 'Save' }).click();
    await user.page.waitForURL((u) => u.pathname === '/accessRequests');
    const [request] = await sessionGet<{ list: { id: number; title: string; state: string }[] }>(
      user.page,
      `${suite.server.url}/api/data/access-requests?current=1&pageSize=1&sort=id&order=desc`,
    ).then((page) => page.list);
    expect(request).toMatchObject({ title: TITLE, state: 'draft' });
    await user.page.goto(`/accessRequests/${request.id}/show`);
    await take(user.page, 'Submit');
    // The state in the record's header (the change history below says it too).
    await expect.poll(() => user.page.getByRole('region', { name: TITLE }).getByText('Submitted', { exact: true }).isVisible()).toBe(true);

    // The admin sees the conflict (NMDS and DS against methods research) and returns the request.
    await admin.page.goto(`/accessRequests/${request.id}/show`);
    const conflict = admin.page.getByRole('alert');
    await expect.poll(() => conflict.innerText()).toContain("The purpose conflicts with a dataset's use conditions");
    expect(await conflict.innerText()).toContain('Oncology imaging archive (CT/MR): DS – disease-specific research, NMDS – no general methods research');
    expect(await conflict.innerText()).not.toContain('Cardiology registry');
    // The decision's dialog repeats it.
    await take(
      admin.page,
      'Return for revision',
      { decisionNote: 'Methods research is not allowed on the imaging archive (NMDS).' },
      'Oncology imaging archive (CT/MR): DS – disease-specific research, NMDS – no general methods research',
    );

    // The user changes the purpose to disease-specific research and submits again: no conflict is left.
    await user.page.goto(`/accessRequests/${request.id}`);
    await user.page.getByRole('combobox', { name: 'Purpose' }).click();
    await user.page.getByRole('option', { name: 'Disease-specific research' }).click();
    await user.page.getByRole('button', { name: 'Save' }).click();
    await user.page.waitForURL((u) => u.pathname === '/accessRequests');
    await user.page.goto(`/accessRequests/${request.id}/show`);
    await take(user.page, 'Submit');

    // The admin approves with an end date; the request is approved and no conflict is shown.
    await admin.page.goto(`/accessRequests/${request.id}/show`);
    await networkQuiet(admin.page);
    expect(await admin.page.getByText("The purpose conflicts with a dataset's use conditions").count()).toBe(0);
    await take(admin.page, 'Approve', { accessExpiresAt: '2027-12-31T00:00' });
    expect(await historyLines(admin.page)).toEqual([
      expect.stringMatching(/^Submit: Draft → Submitted/),
      expect.stringMatching(/^Return for revision: Submitted → Returned for revision[\s\S]*Reviewer's note: Methods research is not allowed/),
      expect.stringMatching(/^Submit: Returned for revision → Submitted/),
      expect.stringMatching(/^Approve: Submitted → Approved[\s\S]*Access until/),
    ]);

    // The user sees the grant the approval made, for both datasets.
    const grants = await sessionGet<{ list: { id: number; code: string; request: number; datasets: number[]; state: string }[] }>(
      user.page,
      `${suite.server.url}/api/data/grants?current=1&pageSize=100`,
    );
    const grant = grants.list.find((g) => g.request === request.id);
    expect(grant).toMatchObject({ state: 'active' });
    expect(grant?.datasets).toHaveLength(2);
    await user.page.goto('/grants');
    await expect.poll(() => user.page.locator('table tbody tr').filter({ hasText: 'Oncology imaging archive (CT/MR)' }).count()).toBeGreaterThan(0);

    // The user asks to release a result under the grant.
    await user.page.goto('/outputs/create');
    await user.page.getByRole('textbox', { name: 'Title' }).fill('Detection rate by nodule size');
    await user.page.getByRole('combobox', { name: 'Grant' }).fill(grant!.code.slice(0, 4));
    await user.page.getByRole('option', { name: grant!.code }).click();
    await user.page.getByRole('textbox', { name: 'Description' }).fill('Sensitivity per size band, aggregated over both sites.');
    // The result file is checked by its content: a program named .csv is refused on the form.
    const file = user.page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'nodules.csv', mimeType: 'text/csv', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) });
    await user.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => user.page.getByText('The file must be one of: CSV, PNG, JPEG (checked by its content)').isVisible()).toBe(true);
    await file.setInputFiles({ name: 'nodules.csv', mimeType: 'text/csv', buffer: Buffer.from(NODULES) });
    await user.page.getByRole('button', { name: 'Save' }).click();
    await user.page.waitForURL((u) => u.pathname === '/outputs');
    const [output] = (
      await sessionGet<{ list: { id: number; title: string; state: string; grant: number; file: { name: string } }[] }>(
        user.page,
        `${suite.server.url}/api/data/outputs?current=1&pageSize=1&sort=id&order=desc`,
      )
    ).list;
    expect(output).toMatchObject({ title: 'Detection rate by nodule size', state: 'submitted', grant: grant!.id, file: { name: 'nodules.csv' } });

    // The admin reads the file before checking it; the same admin is not offered the release, and the API refuses it.
    await admin.page.goto(`/outputs/${output.id}/show`);
    // The server read the table: every count is at least 10, so the check asks for no reason.
    await expect.poll(() => admin.page.getByText('Disclosure report').isVisible()).toBe(true);
    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Download nodules.csv' }).click()]);
    expect(download.suggestedFilename()).toBe('nodules.csv');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mds-download-')), 'nodules.csv');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved, 'utf8')).toBe(NODULES);
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
    await take(admin.page, 'Check');
    const offered = await admin.page.getByRole('group', { name: 'Workflow actions' }).getByRole('button').allInnerTexts();
    expect(offered.map((b) => b.toLowerCase())).toEqual(['reject']);
    const sameAdmin = await admin.page.evaluate(async (id) => {
      const res = await fetch(`/api/data/outputs/${id}/transitions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ to: 'released' }),
      });
      return ((await res.json()) as { code: number }).code;
    }, output.id);
    expect(sameAdmin).toBe(40300);

    // A second admin releases it; the history names both.
    const reviewer = await asUser('reviewer');
    await reviewer.page.goto(`/outputs/${output.id}/show`);
    await take(reviewer.page, 'Release');
    expect(await historyLines(reviewer.page)).toEqual([
      expect.stringMatching(/^Result file: “nodules.csv” \(sha256 [0-9a-f]{12}…\)[\s\S]* by user/),
      expect.stringMatching(/^Check: Submitted → Checked[\s\S]* by admin/),
      expect.stringMatching(/^Release: Checked → Released[\s\S]* by reviewer/),
    ]);
    expect(reviewer.errors).toEqual([]);
    await reviewer.context.close();

    // The operation log has every step, named by its transition.
    const log = await sessionGet<{ list: { action: string; recordId: string }[] }>(
      admin.page,
      `${suite.server.url}/api/audit/log?current=1&pageSize=100&resource=accessRequests`,
    );
    expect(log.list.filter((e) => e.recordId === String(request.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'submit: draft → submitted',
        'returnForRevision: submitted → returned',
        'submit: returned → submitted',
        'approve: submitted → approved',
      ]),
    );
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });
});
