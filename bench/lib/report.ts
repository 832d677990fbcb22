/** Verdicts and rendering: every section is judged by the same rules and printed the same way. */
import type { Goal, JudgedRow, JudgedSection, Quantity, Row } from './types.js';

export function judge(row: Row): JudgedRow {
  const ratio =
    row.figure && row.floor && row.floor.value > 0 ? row.figure.value / row.floor.value : undefined;
  const base = ratio === undefined ? { ...row } : { ...row, ratio };
  if (!row.figure) return { ...base, verdict: 'not measured' };
  switch (row.goal.kind) {
    case 'ratio':
      if (ratio === undefined) return { ...base, verdict: 'not measured' };
      return { ...base, verdict: ratio <= row.goal.max ? 'met' : 'MISSED' };
    case 'max':
      return { ...base, verdict: row.figure.value <= row.goal.max ? 'met' : 'MISSED' };
    case 'min':
      return { ...base, verdict: row.figure.value >= row.goal.min ? 'met' : 'MISSED' };
    case 'none':
      return { ...base, verdict: 'info' };
  }
}

export function formatQuantity(q: Quantity | undefined): string {
  if (!q) return '—';
  switch (q.unit) {
    case 'B':
      // kB = 1000 bytes, as Vite and most web tooling print it.
      return q.value >= 1000 ? `${(q.value / 1000).toFixed(1)} kB` : `${q.value} B`;
    case 'ms':
      return `${q.value.toFixed(1)} ms`;
    case 'µs':
      return `${q.value.toFixed(1)} µs`;
    case 'req/s':
      return `${Math.round(q.value)} req/s`;
    case 'count':
      return String(q.value);
  }
}

function formatGoal(goal: Goal, unit: Quantity['unit'] | undefined): string {
  switch (goal.kind) {
    case 'ratio':
      return `≤ ${goal.max}× floor`;
    case 'max':
      return `≤ ${formatQuantity({ value: goal.max, unit: unit ?? 'count' })}`;
    case 'min':
      return `≥ ${formatQuantity({ value: goal.min, unit: unit ?? 'count' })}`;
    case 'none':
      return '—';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export interface ReportHeader {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  commit: string;
  durationS: number;
  /** 1-minute load average at start and end: other work on the machine skews timings, so it is shown */
  loadAverage: { start: number; end: number };
}

export function renderMarkdown(header: ReportHeader, sections: JudgedSection[]): string {
  const rows = sections.flatMap((s) => s.rows);
  const count = (verdict: JudgedRow['verdict']) => rows.filter((r) => r.verdict === verdict).length;
  const missed = rows.filter((r) => r.verdict === 'MISSED');
  const failed = sections.filter((s) => s.error);
  const lines: string[] = [
    '# Tenderbox performance report',
    '',
    'Written by `npm run bench` (bench/run.ts). Every figure below was measured in this run, next to its floor',
    'measured in the same run; goals are judged here and never fail a build.',
    '',
    `- Date: ${header.date}`,
    `- Machine: ${header.cpu}, ${header.cores} cores, ${header.memoryGb} GB RAM, ${header.platform}`,
    `- Node: ${header.node}`,
    `- Commit: ${header.commit}`,
    `- Bench duration: ${header.durationS.toFixed(0)} s`,
    `- Load average (1 min) at start / end: ${header.loadAverage.start.toFixed(2)} / ${header.loadAverage.end.toFixed(2)}` +
      (Math.max(header.loadAverage.start, header.loadAverage.end) > header.cores
        ? ' — the machine was busy with other work: timings are inflated and noisier than on an idle machine'
        : ''),
    '',
    `**Summary:** ${count('met')} met, ${count('MISSED')} missed, ${count('info')} for information, ` +
      `${count('not measured')} not measured${failed.length > 0 ? `, ${failed.length} section(s) failed` : ''}.`,
  ];
  if (missed.length > 0) {
    lines.push('', 'Missed:');
    for (const row of missed) {
      const section = sections.find((s) => s.rows.includes(row))!;
      lines.push(
        `- ${section.title} — ${row.name}: ${formatQuantity(row.figure)} (goal ${formatGoal(row.goal, row.figure?.unit)})`,
      );
    }
  }
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '', section.method, '');
    if (section.error) {
      lines.push(`**Could not measure:** ${cell(section.error)}`);
      continue;
    }
    lines.push(
      '| measure | figure | floor | ratio | goal | verdict | notes |',
      '|---|---:|---:|---:|---|---|---|',
    );
    for (const row of section.rows) {
      const floor = row.floor
        ? `${formatQuantity(row.floor)}${row.floorLabel ? ` (${row.floorLabel})` : ''}`
        : '—';
      lines.push(
        `| ${cell(row.name)} | ${formatQuantity(row.figure)} | ${cell(floor)} | ` +
          `${row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)}×`} | ${formatGoal(row.goal, row.figure?.unit)} | ` +
          `${row.verdict === 'MISSED' ? '**MISSED**' : row.verdict} | ${cell(row.note ?? '')} |`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

export function renderJson(header: ReportHeader, sections: JudgedSection[]): string {
  return `${JSON.stringify({ ...header, sections }, null, 2)}\n`;
}
