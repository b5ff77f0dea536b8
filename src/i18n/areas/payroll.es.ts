import { translationOf } from '../translation';
import type { PayrollEnglish } from './payroll';

export default translationOf<PayrollEnglish>()({
  'legalName.title': 'Nombre legal (para nómina)',
  'legalName.about':
    'Como aparece en sus formularios de impuestos: la nómina asigna sus horas por este nombre.',
  'legalName.first': 'Nombre legal',
  'legalName.last': 'Apellidos legales',
  'legalName.save': 'Guardar nombre legal',
  'legalName.saved': 'Nombre legal guardado. Llega al servidor en cuanto haya señal.',
  'legalName.firstMissing': 'Escriba también el nombre, o borre ambos.',
  'legalName.lastMissing': 'Escriba también los apellidos, o borre ambos.',
  'legalName.tooLong': 'Use como máximo {max} caracteres en cada uno.',
  'legalName.payrollId': 'ID de empleado en nómina (opcional)',
  'legalName.payrollId.about':
    'El ID que el servicio de nómina da a esta persona (Gusto: el “Gusto employee ID” de 6 caracteres), para que dos personas con el mismo nombre cobren bien.',
  'legalName.payrollId.wrong': 'Use solo letras, dígitos y guiones (40 como máximo).',
});
