/** Time in each stage (issue #36): how long cars wait and are worked, per dealership and kind, and which are aging. */
import { defineArea, type TextArea } from '../area';

const english = {
  'stages.title': 'Time in each stage',
  'stages.period': 'Tickets done in',
  'stages.period.7': 'the last 7 days',
  'stages.period.30': 'the last 30 days',
  'stages.dealership': 'Dealership',
  'stages.allDealerships': 'All dealerships',
  'stages.kind': 'Kind of work',
  'stages.tickets': 'Tickets',
  'stages.stage.open': 'Waiting to be claimed',
  'stages.stage.assigned': 'Claimed, not started',
  'stages.stage.inProgress': 'In progress',
  'stages.requestToDone': 'Request to done',
  'stages.median': '{stage}, median',
  'stages.p90': '{stage}, 90th percentile',
  'stages.longest': 'Waits longest',
  'stages.chart': 'Median hours in each stage, by dealership and kind of work',
  'stages.chart.row': 'Dealership and kind',
  'stages.chart.showTable': 'Show the numbers',
  'stages.chart.hideTable': 'Hide the numbers',
  'stages.chart.value': '{row}, {series}: {value}',
  'stages.hours': '{hours} h',
  'stages.none': 'No ticket on this phone was done in this period.',
  'stages.download': 'Download CSV',
  'stages.aging': 'Aging now',
  'stages.agingHelp':
    'Tickets not done yet, past their dealership’s target for their kind of work (set on the Dealerships screen), the furthest over first.',
  'stages.agingNone': 'No ticket on this phone is past its target.',
  'stages.vehicle': 'Vehicle',
  'stages.nowIn': 'Stage now',
  'stages.inStageFor': 'In it for',
  'stages.age': 'Since requested',
  'stages.over': 'Over target by',
} as const;
export type StagesEnglish = typeof english;

export const STAGES_TEXTS: TextArea<StagesEnglish> = defineArea(
  'stages',
  english,
  () => import('./stages.es'),
);
