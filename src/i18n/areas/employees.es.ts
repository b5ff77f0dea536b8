import { translationOf } from '../translation';
import type { EmployeesEnglish } from './employees';

export default translationOf<EmployeesEnglish>()({
  'employees.title': 'Empleados',
  'employees.week': 'Semana del {day}',
  'employees.search': 'Buscar a una persona',
  'employees.none': 'Nadie coincide.',
  'employees.name': 'Persona',
  'employees.role': 'Rol',
  'employees.dealerships': 'Concesionarios',
  'employees.dealerships.none': 'Todos (itinerante)',
  'employees.status': 'Ahora',
  'employees.clockedInSince': 'Con entrada desde las {time}',
  'employees.notClockedIn': 'Sin marcar entrada',
  'employees.inactive': 'Desactivado',
  'employees.hours': 'Horas esta semana',
  'employees.ticketsDone': 'Boletas terminadas',
  'employees.washes': 'Lavados',
  'employees.toResolve': 'Por resolver',
  'employees.links': 'Abrir',
  'employees.time': 'Horas',
  'employees.work': 'Boletas',
  'employees.timeOf': 'Horas de {name}',
  'employees.workOf': 'Boletas de {name}',
});
