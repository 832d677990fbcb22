import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the public and auth links', () => {
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.login.getHref('/projects/7/build/settings')).toBe(
      '/login?redirect=%2Fprojects%2F7%2Fbuild%2Fsettings',
    );
    expect(paths.auth.login.getHref(undefined, 'sessionExpired')).toBe('/login?err=sessionExpired');
    expect(paths.public.intakeRequest.getHref('c1', 'n2')).toBe('/intake-request?cid=c1&nid=n2');
    expect(paths.public.awardApproval.getHref('a 1', 'w/2', 'tok')).toBe(
      '/approval/a%201/approver/w%2F2?uat=tok',
    );
  });

  it('builds the top-level screens', () => {
    expect(paths.dashboard.getHref()).toBe('/');
    expect(paths.supplierDashboard.getHref()).toBe('/supplier-dashboard');
    expect(paths.contractBuilderDashboard.getHref()).toBe('/contract-builder-dashboard');
    expect(paths.debugView.getHref()).toBe('/debug-view');
    expect(paths.docs.getHref()).toBe('/docs');
    expect(paths.controlPanel.getHref()).toBe('/control-panel/account-information');
    expect(paths.controlPanel.getHref('project-settings')).toBe('/control-panel/project-settings');
  });

  it('builds project links with encoded ids', () => {
    expect(paths.projects.list.getHref()).toBe('/projects');
    expect(paths.projects.list.getHref('template')).toBe('/projects?type=template');
    expect(paths.projects.create.getHref()).toBe('/projects/new/newproject');
    expect(paths.projects.root.getHref('p/1')).toBe('/projects/p%2F1');
    expect(paths.projects.area.getHref('42', 'build', 'settings')).toBe('/projects/42/build/settings');
    expect(paths.projects.area.getHref('42', 'source')).toBe('/projects/42/source');
    expect(paths.projects.area.getHref('42', 'evaluate', 'pricing-review')).toBe(
      '/projects/42/evaluate/pricing-review',
    );
    expect(paths.projects.form.getHref('42', 'pricing')).toBe('/projects/42/form/pricing');
    expect(paths.projects.form.getHref('42', 'pricing', 'f9')).toBe('/projects/42/form/pricing/f9');
    expect(paths.projects.page.getHref('42', 'intake-project')).toBe('/projects/42/intake-project');
    expect(paths.projects.team.getHref('42')).toBe('/projects/42/team');
    expect(paths.projects.team.add.getHref('42')).toBe('/projects/42/team/add');
    expect(paths.projects.team.member.getHref('42', 'u7')).toBe('/projects/42/team/member/u7');
    expect(paths.projects.submissionRequirement.getHref('42', 'prices')).toBe(
      '/projects/42/build/submission-requirements/prices',
    );
  });

  it('builds reports, suppliers and team links', () => {
    expect(paths.reports.library.getHref()).toBe('/reports/library');
    expect(paths.reports.center.getHref()).toBe('/reports/center');
    expect(paths.suppliers.list.getHref()).toBe('/suppliers');
    expect(paths.suppliers.detail.getHref('v1')).toBe('/suppliers/v1');
    expect(paths.suppliers.detail.getHref('v1', 'activity-feed')).toBe('/suppliers/v1/activity-feed');
    expect(paths.team.root.getHref()).toBe('/team');
    expect(paths.team.all.getHref()).toBe('/team/all');
    expect(paths.team.member.getHref('u 1')).toBe('/team/teammember/u%201');
    expect(paths.team.add.getHref()).toBe('/team/addteammember');
    expect(paths.team.group.getHref('g1')).toBe('/team/groups/g1');
  });
});
