/** SMS work alerts as screens see them (issue #21): each request's delivery state. */
export {
  RECENT_ALERTS_SHOWN,
  SMS_ALERT_STATES,
  useMySmsAlerts,
  useTicketSmsAlerts,
  type SmsAlertState,
  type SmsAlertStatus,
} from './alertStates';
