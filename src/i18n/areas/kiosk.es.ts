import { translationOf } from '../translation';
import type { KioskEnglish } from './kiosk';

export default translationOf<KioskEnglish>()({
  'kiosk.title': 'Reloj checador',
  'kiosk.subtitle': '{dealership}: toque su nombre y escriba su PIN.',
  'kiosk.notKiosk':
    'Esta cuenta no es un quiosco. La oficina configura un quiosco con una invitación de quiosco.',
  'kiosk.loading': 'Cargando el equipo de este quiosco…',
  'kiosk.nobody':
    'Nadie ha puesto todavía un PIN de quiosco para este concesionario. Cada miembro del equipo pone el suyo en la app, en su página de Perfil.',
  'kiosk.crew': 'Equipo',
  'kiosk.state.in': 'entrada a las {time}',
  'kiosk.state.break': 'en descanso',
  'kiosk.state.off': 'sin entrada',
  'kiosk.choose': '{name}: ¿qué va a hacer?',
  'kiosk.pin': 'PIN',
  'kiosk.pinFor': 'PIN de {name}',
  'kiosk.confirm': 'Entrar',
  'kiosk.back': 'Atrás',
  'kiosk.wrongPin': 'Ese PIN no es correcto. Le quedan {tries} intentos antes de que se bloquee.',
  'kiosk.locked':
    'Este PIN está bloqueado por demasiados intentos hasta las {time}. Pida ayuda a la oficina si necesita checar ahora.',
  'kiosk.recorded': '{name}: {kind} a las {time}. Registrado en este quiosco.',
  'kiosk.failed': 'No se pudo registrar en este quiosco. No se perdió nada; inténtelo de nuevo.',
  'kiosk.photo': 'En cada registro se toma una foto pequeña con la cámara frontal.',
  'kiosk.offline': 'Sin señal: los registros se guardan en este quiosco y se envían cuando vuelva.',
  'kiosk.pinSection': 'PIN del quiosco',
  'kiosk.pinExplain':
    'Con un PIN puede checar en la tableta compartida de su concesionario. Solo se guarda una forma cifrada; nadie, ni la oficina, puede leerlo.',
  'kiosk.pinSet': 'Tiene un PIN de quiosco, puesto el {date}.',
  'kiosk.pinNone': 'Todavía no tiene PIN de quiosco.',
  'kiosk.newPin': 'PIN nuevo (de 4 a 6 dígitos)',
  'kiosk.repeatPin': 'El mismo PIN otra vez',
  'kiosk.savePin': 'Guardar PIN',
  'kiosk.pinSaved': 'PIN guardado. Funciona en el quiosco cuando este teléfono lo haya enviado.',
  'kiosk.pinProblem.digits': 'Use solo dígitos.',
  'kiosk.pinProblem.length': 'Use de 4 a 6 dígitos.',
  'kiosk.pinProblem.guessable':
    'Ese PIN es muy fácil de adivinar: evite un mismo dígito repetido o una serie como 1234.',
  'kiosk.pinProblem.mismatch': 'Los dos PIN no son iguales.',
  'kiosk.pinFailed': 'No se pudo guardar el PIN en este teléfono. Inténtelo de nuevo.',
});
