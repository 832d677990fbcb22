/**
 * Scheduled jobs: CDK creates one EventBridge rule per entry; the local runtime runs the same handlers on
 * timers. `module` is the file under functions/<group>/ exporting `handler`; `input` is the event detail.
 */
export interface ScheduleDefinition {
  name: string;
  description: string;
  /** EventBridge schedule expression, e.g. 'rate(5 minutes)' */
  rate: string;
  group: string;
  module: string;
}

export const schedules: ScheduleDefinition[] = [
  {
    name: 'health-heartbeat',
    description:
      'Checks every service the platform depends on and logs one structured line an alarm can watch.',
    rate: 'rate(5 minutes)',
    group: 'scheduled',
    module: 'handler',
  },
];
