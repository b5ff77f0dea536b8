/**
 * El catálogo en español. It has every key of the English catalogue with the same
 * placeholders (the type checker refuses a missing key or a changed placeholder); it is
 * its own chunk, loaded only when Spanish is chosen. Written for crews in the US: "boleta"
 * for a work ticket, "lote" for the dealership lot, usted throughout.
 */
import type { en } from './en';
import { translationOf } from './translation';

export const es = translationOf<typeof en>()({
  'spec.loading': 'Cargando…',
  'spec.banner.offline': 'Se perdió la conexión. Intentando reconectar...',
  'spec.banner.reconnecting': 'Reconectando... (intento {attempt})',
  'spec.banner.cached': 'Usando datos sin conexión. Algunas funciones pueden estar limitadas.',
  'spec.banner.failed': 'La conexión falló. Revise su internet e inténtelo de nuevo.',
  'spec.banner.reconnected': '¡Se reconectó correctamente!',
  'spec.newAppVersion': 'Hay una nueva versión de la app',
  'spec.reloadSite': 'Recargar el sitio',
  'spec.validation.signatureRequired': 'Escriba su nombre completo como firma.',
  'spec.validation.consentRequired':
    'Debe marcar la casilla de consentimiento para activar las alertas por SMS.',
  'spec.validation.smsPhoneRequired':
    'Para recibir alertas por SMS se necesita un número de celular válido de 10 dígitos.',
  'spec.validation.phoneInvalid': 'Escriba un número de teléfono válido de 10 dígitos.',
  'spec.validation.phonePlaceholder': 'Escriba su número de teléfono real, no uno de relleno.',
  'spec.consentDecline': 'No, gracias',
  'spec.errors.consentSubmitFailed': 'Algo salió mal. Inténtelo de nuevo.',
  'spec.errors.phoneWriteFailed': 'No se pudo actualizar el número de teléfono. Inténtelo de nuevo.',
  'spec.errors.notAuthenticated': 'Usuario sin sesión iniciada',
  'spec.errors.renderError':
    'Algo salió mal. Recargue la página. Si el problema continúa, reinicie su dispositivo.',
  'spec.errors.unhandledError':
    'Ocurrió un error inesperado. Recargue la página. Si continúa, reinicie su dispositivo.',
  'spec.errors.weakConnection':
    'La conexión a internet parece débil. Seguimos intentando en segundo plano. Si esto continúa, apague y encienda el Wi-Fi y los datos móviles, y luego actualice. Si eso no funciona, reinicie su teléfono.',

  'common.saveFailed': 'Este cambio no se pudo guardar en este teléfono. Inténtelo de nuevo.',
  'common.close': 'Cerrar',
  'common.retry': 'Reintentar',
  'common.refresh': 'Actualizar',
  'common.notFound.title': 'Página no encontrada',
  'common.notFound.body': 'Esa dirección no es una pantalla de Lotcrew. Use el menú o regrese.',
  'common.somethingWrong': 'Algo salió mal',
  'common.chunkMissing.title': 'Esta pantalla todavía no está en su teléfono',
  'common.chunkMissing.body': 'No se pudo cargar sin conexión. Vuelva a conectarse y recargue el sitio.',
  'common.partMissing':
    'Esta parte todavía no está en su teléfono. Se cargará en cuanto vuelva a tener conexión.',
  'common.weakConnection.title': 'Conexión débil',
  'common.language': 'Idioma',
  'common.languageUnavailable':
    '{language} aún no está en este teléfono. Conéctese una vez para descargarlo.',

  'update.later': 'Más tarde',
  'update.now': 'Actualizar ahora',
  'update.body':
    'Hay una nueva versión de Lotcrew lista. Al actualizar, la app se recarga; los cambios pendientes de sincronizar se conservan.',

  'signIn.title': 'Inicie sesión en Lotcrew',
  'signIn.subtitle': 'Acceso del personal de entregas, lavado, preparación de lote y fotos.',
  'signIn.email': 'Correo electrónico',
  'signIn.password': 'Contraseña',
  'signIn.submit': 'Iniciar sesión',
  'signIn.submitting': 'Iniciando sesión…',
  'signIn.wrongCredentials':
    'Ese correo y esa contraseña no coinciden con ninguna cuenta. Revise ambos e inténtelo de nuevo.',
  'signIn.emailMissing': 'Escriba su correo electrónico.',
  'signIn.emailInvalid': 'Escriba un correo válido, como nombre@ejemplo.com.',
  'signIn.passwordMissing': 'Escriba su contraseña.',
  'signIn.tooManyAttempts': 'Demasiados intentos de inicio de sesión. Espere un minuto e inténtelo de nuevo.',
  'signIn.offline':
    'No tiene conexión. Conéctese a internet para iniciar sesión por primera vez en este dispositivo.',
  'signIn.disabled': 'Esta cuenta está desactivada. Pida a su gerente o al dueño que la vuelva a activar.',
  'signIn.unknownFailure': 'No se pudo iniciar sesión. Inténtelo de nuevo.',
  'signOut.button': 'Cerrar sesión',
  'signOut.unsynced.title': 'Hay cambios sin sincronizar',
  'signOut.unsynced.stay': 'Seguir con la sesión',
  'signOut.unsynced.discard': 'Cerrar sesión y descartar',
  'signOut.unsynced.body': {
    one: 'Hay 1 cambio en este teléfono que todavía no llega al servidor. Si cierra la sesión, se borrará. Mantenga la sesión abierta hasta tener señal para conservarlo.',
    other:
      'Hay {count} cambios en este teléfono que todavía no llegan al servidor. Si cierra la sesión, se borrarán. Mantenga la sesión abierta hasta tener señal para conservarlos.',
  },

  'waiting.movesOn': 'Esta página avanzará sola en cuanto eso esté listo.',
  'waiting.deactivated.title': 'Su cuenta está desactivada',
  'waiting.deactivated.missing':
    'El dueño o el gerente de su concesionario desactivó su cuenta de Lotcrew. Este teléfono ya no guarda trabajo de Lotcrew.',
  'waiting.deactivated.whoCanFix': 'Pídales que la activen de nuevo si todavía trabaja con el equipo.',
  'waiting.role.title': 'Esperando su puesto',
  'waiting.role.missing': 'Su perfil está completo, pero todavía no se le ha asignado un puesto a su cuenta.',
  'waiting.role.whoCanFix': 'El dueño o un administrador asigna su puesto en la gestión de usuarios.',
  'waiting.dealership.title': 'Esperando un concesionario',
  'waiting.dealership.missing':
    'Su puesto trabaja para concesionarios específicos y todavía no se le ha asignado ninguno.',
  'waiting.dealership.whoCanFix':
    'El dueño o un administrador asigna sus concesionarios en la gestión de usuarios.',
  'waiting.profile.title': 'Complete su perfil',
  'waiting.profile.missing':
    'Su cuenta tiene la sesión iniciada, pero su perfil de Lotcrew todavía no está completo.',
  'waiting.profile.whoCanFix':
    'Abra el enlace de invitación que le envió su gerente o el dueño para completarlo, o pídales uno nuevo.',
});
