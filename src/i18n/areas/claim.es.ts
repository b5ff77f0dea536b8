import { translationOf } from '../translation';
import type { ClaimEnglish } from './claim';

export default translationOf<ClaimEnglish>()({
  'claim.title': 'Reclame su perfil',
  'claim.settingUp': 'Preparando su perfil…',
  'claim.tryAgain': 'Intentar de nuevo',
  'claim.done.title': 'Todo listo',
  'claim.done.body': 'Su perfil quedó configurado como {role}.',
  'claim.done.kiosk': 'quiosco: este dispositivo es ahora el reloj checador compartido de su concesionario',
  'claim.done.go': 'Ir a mi panel',
  'claim.create.title': 'Cree su cuenta',
  'claim.name': 'Su nombre',
  'claim.email': 'Correo electrónico',
  'claim.newPassword': 'Contraseña nueva',
  'claim.create.submit': 'Crear cuenta y reclamar',
  'claim.haveAccount': '¿Ya tiene una cuenta?',
  'claim.notFound':
    'Este enlace de invitación no es válido. Revise que abrió el enlace completo, o pida uno nuevo.',
  'claim.claimed': 'Esta invitación ya se usó. Pida una nueva a su gerente o al dueño.',
  'claim.expired': 'Esta invitación venció. Pida una nueva a su gerente o al dueño.',
  'claim.revoked': 'Esta invitación fue retirada. Pida una a su gerente o al dueño si todavía la necesita.',
  'claim.offline': 'Para reclamar una invitación se necesita conexión. Conéctese e inténtelo de nuevo.',
  'claim.refused': 'El servidor no aceptó esta invitación. Pida una nueva a su gerente o al dueño.',
  'claim.signedOut': 'Inicie sesión o cree su cuenta para reclamar esta invitación.',
  'claim.nameMissing': 'Escriba su nombre tal como lo verá su equipo.',
  'claim.passwordShort': 'Use al menos 8 caracteres para su contraseña.',
  'claim.emailTaken': 'Ya existe una cuenta con este correo. Inicie sesión abajo.',
  'claim.accountFailed': 'No se pudo crear su cuenta. Inténtelo de nuevo.',
});
