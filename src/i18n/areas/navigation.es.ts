import { translationOf } from '../translation';
import type { NavigationEnglish } from './navigation';

export default translationOf<NavigationEnglish>()({
  'nav.label': 'Principal',
  'nav.more': 'Más',
  'nav.moreLabel': 'Más pantallas',
  'nav.home': 'Inicio',
  'nav.tickets': 'Boletas',
  'nav.newTicket': 'Nueva boleta',
  'nav.stockSearch': 'Buscar inventario',
  'nav.ticketBackup': 'Respaldo de boletas',
  'nav.time': 'Reloj checador',
  'nav.timesheets': 'Hojas de horas',
  'nav.washLogs': 'Registro de lavados',
  'nav.washReports': 'Informes de lavados',
  'nav.supplies': 'Suministros',
  'nav.catalogue': 'Catálogo',
  'nav.invoices': 'Facturas',
  'nav.dailyReports': 'Reportes diarios',
  'nav.finance': 'Resumen financiero',
  'nav.labor': 'Mano de obra',
  'nav.employees': 'Empleados',
  'nav.dealerships': 'Concesionarios',
  'nav.profile': 'Perfil',
  'nav.settings': 'Configuración',
  'nav.smsAlerts': 'Alertas de trabajo por SMS',
  'nav.security': 'Seguridad y términos de SMS',
});
