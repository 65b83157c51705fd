import type { auth as en } from '../en/auth';
import type { Messages } from '../types';

export const auth: Messages<typeof en> = {
  fields: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    fullName: 'Vollständiger Name',
    linkedinUrl: 'LinkedIn-Profil',
    linkedinPlaceholder: 'https://www.linkedin.com/in/ihr-name',
    consultingBackground: 'Beratungserfahrung',
    optional: 'optional',
    showPassword: 'Anzeigen',
    hidePassword: 'Verbergen',
    showPasswordLabel: 'Passwort anzeigen',
    hidePasswordLabel: 'Passwort verbergen',
  },
  hints: {
    password: 'Mindestens 10 Zeichen. Einige zusammenhanglose Wörter sind leicht zu merken und schwer zu erraten.',
    linkedinUrl: 'Damit bestätigen wir Ihre Beratungserfahrung.',
    consultingBackground: 'Firma, Rolle und Jahre, z. B. „Strategieberaterin bei einer Top-Beratung, 2016–2022“.',
  },
  validation: {
    required: 'Füllen Sie dieses Feld aus.',
    email: 'Geben Sie eine E-Mail-Adresse ein, etwa name@example.com.',
    passwordTooShort: 'Verwenden Sie mindestens {{min}} Zeichen.',
    passwordTooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
    tooLong: 'Verwenden Sie höchstens {{max}} Zeichen.',
    linkedinUrl: 'Geben Sie Ihre Profiladresse ein, beginnend mit https://www.linkedin.com/in/.',
    ageConfirmed: 'Bestätigen Sie, dass Sie mindestens 18 Jahre alt sind.',
    termsAccepted: 'Akzeptieren Sie die Beta-Bedingungen, um fortzufahren.',
  },
  weakPassword: {
    common: 'Dieses Passwort gehört zu den häufigsten. Wählen Sie ein weniger vorhersehbares.',
    personal: 'Dieses Passwort besteht aus Ihrer E-Mail-Adresse oder Ihrem Namen. Wählen Sie ein anderes.',
  },
  strength: {
    label: 'Passwortstärke',
    checking: 'Wird geprüft …',
    veryWeak: 'Sehr schwach: in Sekunden erraten',
    weak: 'Schwach: leicht zu erraten',
    fair: 'Mittel: könnte länger sein',
    good: 'Gut',
    strong: 'Stark',
  },
  signIn: {
    title: 'Anmelden',
    subtitle: 'Willkommen zurück bei Caseboard.',
    forgotPassword: 'Passwort vergessen?',
    submit: 'Anmelden',
    noAccount: 'Neu bei Caseboard?',
    apply: 'Für die Beta bewerben',
    invalidCredentials: 'E-Mail-Adresse oder Passwort stimmen nicht.',
    notActivated: 'Aktivieren Sie zuerst Ihr Konto: Folgen Sie dem Link in der E-Mail, die wir Ihnen geschickt haben.',
    resendActivation: 'Link erneut senden',
    activationResent: 'Falls das Konto noch auf die Aktivierung wartet, ist ein neuer Link unterwegs.',
    waitlisted:
      'Ihr Konto steht auf der Warteliste. Wir schreiben Ihnen, sobald ein Platz in der Beta für Sie frei ist.',
    terminated:
      'Dieses Konto wurde geschlossen. Wenn Sie das für einen Irrtum halten, antworten Sie auf eine unserer E-Mails.',
  },
  signUp: {
    title: 'Der Beta beitreten',
    subtitle:
      'Caseboard ist in einer geschlossenen Beta für ehemalige Strategieberaterinnen und -berater. Kostenlos, bis zu 200 Teilnehmende.',
    ageConfirmed: 'Ich bin mindestens 18 Jahre alt.',
    termsBefore: 'Ich akzeptiere die ',
    termsLink: 'Teilnahmebedingungen der Beta',
    termsAfter: '.',
    submit: 'Für die Beta bewerben',
    haveAccount: 'Sie haben bereits ein Konto?',
    signIn: 'Anmelden',
    checkEmail: {
      title: 'Sehen Sie in Ihr Postfach',
      body: 'Wir haben einen Link an <strong>{{email}}</strong> geschickt. Öffnen Sie ihn innerhalb von 48 Stunden, um Ihre Adresse zu bestätigen und Ihr Konto zu aktivieren.',
      notice: 'Falls für die Adresse bereits ein Konto besteht, haben wir stattdessen dessen Inhaber benachrichtigt.',
      noMail: 'Nach einigen Minuten keine E-Mail? Sehen Sie im Spam-Ordner nach, oder',
      resend: 'lassen Sie den Link erneut senden',
      resent: 'Falls das Konto noch auf die Aktivierung wartet, ist ein neuer Link unterwegs.',
      differentAddress: 'Andere Adresse verwenden',
    },
  },
  activate: {
    activating: 'Ihr Konto wird aktiviert …',
    active: {
      title: 'Ihr Konto ist aktiv',
      body: 'Ihre Adresse ist bestätigt, und ein Platz in der Beta gehört Ihnen. Melden Sie sich an und beginnen Sie Ihr erstes Projekt.',
      signIn: 'Anmelden',
    },
    waitlisted: {
      title: 'Sie stehen auf der Warteliste',
      body: 'Ihre Adresse ist bestätigt. Derzeit sind alle Plätze der geschlossenen Beta vergeben. Wir wählen die Teilnehmenden aus der Warteliste aus, bevorzugt ehemalige Beraterinnen und Berater von Strategieberatungen, und schreiben Ihnen, sobald ein Platz für Sie frei ist.',
    },
    expired: {
      title: 'Dieser Link ist abgelaufen',
      body: 'Aktivierungslinks gelten 48 Stunden. Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen neuen.',
      submit: 'Neuen Link senden',
      sent: 'Falls das Konto noch auf die Aktivierung wartet, ist ein neuer Link an {{email}} unterwegs.',
    },
    invalid: {
      title: 'Dieser Link funktioniert nicht mehr',
      body: 'Möglicherweise wurde er bereits verwendet. Wenn Sie Ihr Konto aktiviert haben, melden Sie sich an; sonst bewerben Sie sich erneut.',
      signUp: 'Für die Beta bewerben',
    },
  },
  forgotPassword: {
    title: 'Passwort zurücksetzen',
    subtitle:
      'Geben Sie die Adresse Ihres Kontos ein, und wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    submit: 'Link zum Zurücksetzen senden',
    sent: {
      title: 'Sehen Sie in Ihr Postfach',
      body: 'Falls für <strong>{{email}}</strong> ein Konto besteht, haben wir einen Link zum Wählen eines neuen Passworts geschickt. Der Link funktioniert einmal und 60 Minuten lang.',
    },
    backToSignIn: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    title: 'Neues Passwort wählen',
    subtitle: 'Mit dem neuen Passwort werden Sie überall sonst abgemeldet.',
    submit: 'Neues Passwort speichern',
    success: 'Passwort geändert. Melden Sie sich mit Ihrem neuen Passwort an.',
    expired: 'Dieser Link ist abgelaufen. Links zum Zurücksetzen gelten 60 Minuten.',
    invalid:
      'Dieser Link funktioniert nicht mehr. Möglicherweise wurde er bereits verwendet oder durch einen neueren ersetzt.',
    requestNew: 'Neuen Link anfordern',
  },
  invite: {
    title: 'Einladung annehmen',
    invitedBy: '<strong>{{inviter}}</strong> hat Sie zur Mitarbeit an <strong>{{project}}</strong> eingeladen.',
    subtitle: 'Legen Sie Ihr Konto an, um dem Projekt beizutreten. Eingeladene treten der Beta sofort bei.',
    emailHint: 'Die Einladung gilt für diese Adresse.',
    submit: 'Konto anlegen und beitreten',
    loading: 'Ihre Einladung wird geladen …',
    invalid: {
      title: 'Diese Einladung ist nicht mehr gültig',
      body: 'Sie ist möglicherweise abgelaufen (Einladungen gelten 7 Tage), wurde bereits verwendet oder zurückgezogen. Bitten Sie die einladende Person um eine neue.',
    },
    accountExists:
      'Für diese Adresse besteht bereits ein Konto. Melden Sie sich an; die Projektinhaberin oder der Projektinhaber kann Sie dann hinzufügen.',
  },
  userMenu: {
    label: 'Kontomenü für {{name}}',
    signedInAs: 'Angemeldet als',
    account: 'Kontoeinstellungen',
    signOut: 'Abmelden',
    signingOut: 'Wird abgemeldet …',
  },
  feedback: {
    trigger: 'Feedback',
    title: 'Feedback senden',
    description: 'Sagen Sie uns, was funktioniert, was nicht und was Ihnen fehlt. Wir lesen jede Nachricht.',
    category: 'Worum geht es?',
    categories: {
      bug: 'Etwas funktioniert nicht',
      idea: 'Eine Idee',
      praise: 'Etwas gefällt mir',
      other: 'Etwas anderes',
    },
    rating: 'Wie bewerten Sie Caseboard bisher?',
    ratingOptional: 'optional',
    ratings: {
      one: '1 von 5: schwach',
      two: '2 von 5: ausreichend',
      three: '3 von 5: gut',
      four: '4 von 5: sehr gut',
      five: '5 von 5: ausgezeichnet',
    },
    message: 'Ihr Feedback',
    messagePlaceholder: 'Was ist passiert, und was haben Sie erwartet?',
    count: '{{count}} / {{max}}',
    submit: 'Feedback senden',
    sent: 'Vielen Dank. Ihr Feedback wurde gesendet.',
  },
  terms: {
    title: 'Teilnahmebedingungen des Beta-Programms',
    close: 'Schließen',
    intro:
      'Caseboard befindet sich in einer geschlossenen Beta. Mit Ihrer Teilnahme akzeptieren Sie diese Bedingungen; das Unternehmen kann sie jederzeit ändern und informiert die Teilnehmenden darüber.',
    sections: {
      eligibility: {
        title: 'Wer teilnehmen kann',
        body: 'Teilnehmende sind mindestens 18 Jahre alt und haben Beratungserfahrung, wie das Unternehmen sie beurteilt. Bis zu 200 Teilnehmende werden aus einer Warteliste ausgewählt, bevorzugt ehemalige Beraterinnen und Berater großer Strategieberatungen.',
      },
      use: {
        title: 'Nutzung der Beta',
        body: 'Die Beta ist kostenlos und läuft unbefristet; Updates sind wöchentlich zugesagt. Funktionen können sich ändern oder ausfallen; bewahren Sie Kopien von allem auf, was Sie nicht verlieren dürfen.',
      },
      content: {
        title: 'Ihre Inhalte und Ihr Feedback',
        body: 'Die Inhalte, die Sie mit der KI erstellen, gehören Ihnen. Feedback, das Sie geben, gehört dem Unternehmen, das es zur Verbesserung des Produkts nutzen darf. Wer ein Beratungsprojekt (real oder simuliert) abschließt und ausführliches Feedback gibt, erhält dauerhaft 30 % Rabatt auf das vollständige Produkt.',
      },
      termination: {
        title: 'Beendigung und Inaktivität',
        body: 'Das Unternehmen kann die Teilnahme bei unangemessener Nutzung beenden. Konten, die 30 Tage nach der Einrichtung inaktiv sind, können beendet werden. Bei Beendigung werden Ihre Daten archiviert: aufbewahrt, für alle verborgen und wiederherstellbar.',
      },
      law: {
        title: 'Anwendbares Recht',
        body: 'Für diese Bedingungen gilt das Recht von England und Wales.',
      },
    },
  },
  errors: {
    rateLimitedSeconds_one: 'Zu viele Versuche. Versuchen Sie es in {{count}} Sekunde erneut.',
    rateLimitedSeconds_other: 'Zu viele Versuche. Versuchen Sie es in {{count}} Sekunden erneut.',
    rateLimitedMinutes_one: 'Zu viele Versuche. Versuchen Sie es in {{count}} Minute erneut.',
    rateLimitedMinutes_other: 'Zu viele Versuche. Versuchen Sie es in {{count}} Minuten erneut.',
    serviceUnavailable: 'Gerade melden sich viele Menschen an. Versuchen Sie es gleich noch einmal.',
  },
};
