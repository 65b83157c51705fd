import type { legal as en } from '../en/legal';
import type { Messages } from '../types';

export const legal: Messages<typeof en> = {
  common: {
    lastUpdated: 'Stand: {{date}}',
    contents: 'Inhalt',
    backToContents: 'Zurück zum Inhalt',
    close: 'Schließen',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    formNotConfigured:
      '(diese Installation hat die Adresse des Formulars noch nicht veröffentlicht; fragen Sie das Team, das Sie eingeladen hat)',
    operator: {
      title: 'Betreiber dieser Installation',
      name: 'Name',
      address: 'Postanschrift',
      email: 'Kontakt-E-Mail',
      notSet: 'Noch nicht angegeben: Der Betreiber dieser Installation hat es nicht eingerichtet.',
      noneSet:
        'Der Betreiber dieser Installation hat Namen, Anschrift und Kontakt noch nicht angegeben. Bis dahin fragen Sie die Person, die Ihnen Zugang gegeben hat, wer sie betreibt.',
    },
  },
  cookiePolicy: {
    title: 'Cookie-Richtlinie',
    intro:
      'Diese Richtlinie erklärt, welche Cookies Caseboard auf Ihrem Gerät speichert, wozu, und wie Sie die Kontrolle darüber behalten.',
    sections: {
      what: {
        title: 'Was Cookies sind',
        body: 'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Manche sind nötig, damit ein Dienst überhaupt funktioniert; andere helfen seinen Betreibern zu verstehen, wie er genutzt wird. Caseboard beschränkt beide Arten auf das Nötigste.',
      },
      ours: {
        title: 'Die Cookies, die wir verwenden',
        body: 'Die folgende Tabelle nennt jedes Cookie, das Caseboard setzt. Die meisten Cookies gelten für die Dauer der Sitzung oder bis zu zwei Jahre. Analyse-Cookies werden erst gesetzt, wenn Sie ihnen zustimmen.',
      },
      control: {
        title: 'Ihre Wahl',
        body: 'Bei Ihrem ersten Besuch fragen wir, ob Sie Analyse-Cookies zulassen. Sie können Ihre Wahl jederzeit in den <cookieSettings>Cookie-Einstellungen</cookieSettings> ändern, die am Fuß jeder Seite verlinkt sind. Lehnen Sie Analyse ab, löschen wir jedes Cookie, dessen Name mit _ga beginnt, und weisen das Analyse-Tag an, nichts mehr zu senden.\n\nSie können Cookies auch in den Einstellungen Ihres Browsers löschen oder blockieren. Blockieren Sie die notwendigen Cookies, können Sie sich nicht anmelden.',
      },
      more: {
        title: 'Weitere Informationen',
        body: 'Wie wir personenbezogene Daten allgemein verarbeiten, beschreibt unsere <privacyPolicy>Datenschutzerklärung</privacyPolicy>. Fragen zu dieser Richtlinie beantworten wir gern über unser <feedbackForm>Feedback-Formular</feedbackForm>.',
      },
    },
    table: {
      caption: 'Von Caseboard gesetzte Cookies',
      name: 'Cookie',
      purpose: 'Zweck',
      category: 'Kategorie',
      duration: 'Dauer',
      necessary: 'Notwendig',
      analytics: 'Analyse',
      rows: {
        auth_token: {
          purpose: 'Hält Sie angemeldet (Ihr Benutzer-Token zur Authentifizierung). Für Skripte nicht lesbar.',
          duration: 'Bis zur Abmeldung, höchstens 30 Tage',
        },
        i18n_redirected: {
          purpose: 'Merkt sich Ihre Sprache, damit wir Caseboard darin anzeigen (Sprachweiterleitung).',
          duration: '1 Jahr',
        },
        cookie_consent: {
          purpose: 'Merkt sich, ob Sie Analyse-Cookies zugestimmt haben, damit wir nicht erneut fragen.',
          duration: '1 Jahr',
        },
        _ga: {
          purpose:
            'Analyse: unterscheidet Besuchende, damit die Nutzung gezählt werden kann, ohne Sie zu identifizieren.',
          duration: '2 Jahre',
        },
        _ga_id: {
          purpose: 'Analyse: speichert den Zustand eines Besuchs (Sitzung) für die Nutzungsstatistik.',
          duration: '2 Jahre',
        },
      },
    },
  },
  privacyPolicy: {
    title: 'Datenschutzerklärung',
    intro:
      'Caseboard ist eine Webplattform, auf der Unternehmensberaterinnen und -berater ihre Projekte strukturieren und Beratungsergebnisse mit KI erstellen. Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wenn Sie die Webanwendung oder die mobile Anwendung von Caseboard nutzen, wozu, und welche Rechte Sie haben.',
    sections: {
      controller: {
        title: 'Verantwortliche Stelle',
        body: 'Verantwortlich für Ihre personenbezogenen Daten ist das Unternehmen, das Caseboard betreibt („wir“, „uns“). Bei allen Fragen zum Datenschutz erreichen Sie uns über unser <dataRequestForm>Formular für Datenanfragen</dataRequestForm>.',
      },
      scope: {
        title: 'Geltungsbereich',
        body: 'Diese Erklärung gilt für die Webanwendung Caseboard, die mobile Anwendung Caseboard und die E-Mails, die wir Ihnen senden. Sie gilt für alle, die sich auf die Warteliste setzen, am Beta-Programm teilnehmen oder zu einem Projekt eingeladen werden.',
      },
      data: {
        title: 'Welche Daten wir verarbeiten',
        body: '- Kontodaten: Ihr vollständiger Name, Ihre E-Mail-Adresse, die URL Ihres LinkedIn-Profils und ein sicher gehashtes Passwort.\n- Projektinhalte: Problemstellungen, Issue Trees, Hypothesen, Arbeitspläne, Analysen, Storylines und jede gespeicherte Version davon.\n- Daten zur Zusammenarbeit: die Projekte, die Sie teilen, und die Personen, die Sie per E-Mail-Adresse einladen.\n- Feedback, das Sie uns senden.\n- Technische Daten: Ihre IP-Adresse, Browsertyp, Sprache und Fehlerberichte in Serverprotokollen.\n- Nutzungsdaten: anonyme Analysedaten, nur wenn Sie Analyse-Cookies zustimmen.',
      },
      purposes: {
        title: 'Wozu wir sie verarbeiten',
        body: '- Um Ihr Konto einzurichten und zu betreiben und Teilnehmende von der Warteliste auszuwählen.\n- Um Ihre Projekte zu speichern und mit den Mitgliedern zu teilen, die Sie wählen.\n- Um auf Ihren Wunsch Ergebnisse mit KI zu erstellen.\n- Um Caseboard sicher zu halten, Missbrauch zu verhindern und Fehler zu beheben.\n- Um das Produkt anhand Ihres Feedbacks und, mit Ihrer Einwilligung, anhand von Nutzungsstatistiken zu verbessern.\n- Um Sie über Änderungen des Dienstes und dieser Bedingungen zu informieren.',
      },
      legalBases: {
        title: 'Rechtsgrundlagen',
        body: 'Konto-, Projekt- und Kooperationsdaten verarbeiten wir zur Erfüllung unserer Vereinbarung mit Ihnen (der Beta-Bedingungen). Technische Daten und Sicherheitsmaßnahmen beruhen auf unserem berechtigten Interesse an einem sicheren Dienst. Die Analyse beruht auf Ihrer Einwilligung, die Sie jederzeit in den <cookieSettings>Cookie-Einstellungen</cookieSettings> widerrufen können.',
      },
      ai: {
        title: 'Verarbeitung durch KI',
        body: 'Wenn Sie Caseboard ein Ergebnis erstellen lassen, werden die betreffenden Projektinhalte von der KI verarbeitet, die für diese Installation eingerichtet ist. Das kann die eingebaute Engine von Caseboard sein, die alles auf unseren Servern hält, oder ein Modellanbieter, der als unser Auftragsverarbeiter unter einem Auftragsverarbeitungsvertrag handelt. Wir erlauben Anbietern nicht, ihre Modelle mit Ihren Inhalten zu trainieren. KI-Ergebnisse sind Entwürfe: Sie entscheiden, was bleibt.',
      },
      cookies: {
        title: 'Cookies und Analyse',
        body: 'Notwendige Cookies verwenden wir, um Sie anzumelden und Ihre Sprache zu speichern, Analyse-Cookies nur mit Ihrer Einwilligung. Die Einzelheiten stehen in unserer <cookiePolicy>Cookie-Richtlinie</cookiePolicy>.',
      },
      sharing: {
        title: 'Wer Ihre Daten erhält',
        body: 'Wir geben personenbezogene Daten nur an Auftragsverarbeiter weiter, die uns beim Betrieb von Caseboard helfen (Hosting, E-Mail-Versand, KI-Modellanbieter und, mit Ihrer Einwilligung, Analyse) und vertraglich an unsere Weisungen gebunden sind, sowie an die Projektmitglieder, die Sie einladen. Wir verkaufen keine personenbezogenen Daten.',
      },
      transfers: {
        title: 'Übermittlung in Drittländer',
        body: 'Verarbeitet ein Auftragsverarbeiter Daten außerhalb des Vereinigten Königreichs oder des Europäischen Wirtschaftsraums, stützen wir uns auf einen Angemessenheitsbeschluss oder auf Standardvertragsklauseln mit zusätzlichen Schutzmaßnahmen.',
      },
      retention: {
        title: 'Wie lange wir Daten speichern',
        body: 'Ihr Konto und Ihre Projekte speichern wir, solange Sie an der Beta teilnehmen. Endet die Teilnahme, werden Ihre Daten archiviert und nicht länger aufbewahrt, als es gesetzliche Pflichten oder die Wiederherstellung Ihres Kontos auf Ihren Wunsch erfordern. Löschen Sie Ihr Konto selbst, werden Ihre Projekte, Mitgliedschaften und Sitzungen sofort gelöscht; wir bewahren nur einen Nachweis ohne Ihre Adresse auf, dass das Konto bestand und gelöscht wurde, sowie Ihr Feedback ohne Ihren Namen. Serverprotokolle werden nach 30 Tagen gelöscht. Analysedaten werden bis zu zwei Jahre aufbewahrt.',
      },
      security: {
        title: 'Sicherheit',
        body: 'Passwörter speichern wir nur als starke Einweg-Hashes, Sitzungen nutzen zufällige, gehasht gespeicherte Tokens, jede Verbindung ist verschlüsselt, und der Zugriff auf ein Projekt wird bei jeder Anfrage geprüft. Kein System ist vollkommen sicher; gefährdet eine Verletzung Ihre Daten, informieren wir Sie unverzüglich.',
      },
      rights: {
        title: 'Ihre Rechte',
        body: 'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung oder Widerspruch dagegen, auf Herausgabe in einem übertragbaren Format und auf jederzeitigen Widerruf Ihrer Einwilligung. Auf Ihrer Kontoseite können Sie Ihren Namen berichtigen, alle Ihre Daten als ZIP-Datei herunterladen und Ihr Konto selbst löschen. Für alles Weitere nutzen Sie unser <dataRequestForm>Formular für Datenanfragen</dataRequestForm>; wir antworten innerhalb eines Monats. Sie können sich außerdem beim Information Commissioner’s Office (ico.org.uk) oder bei Ihrer örtlichen Datenschutzbehörde beschweren.',
      },
      children: {
        title: 'Mindestalter',
        body: 'Caseboard richtet sich an Fachleute. Sie müssen mindestens 18 Jahre alt sein, um es zu nutzen, und wir erheben wissentlich keine Daten von jüngeren Personen.',
      },
      changes: {
        title: 'Änderungen dieser Erklärung',
        body: 'Wir können diese Erklärung anpassen, während sich Caseboard weiterentwickelt. Über wichtige Änderungen informieren wir Sie vor ihrem Inkrafttreten in der Anwendung oder per E-Mail. Das Datum oben zeigt die aktuelle Fassung.',
      },
    },
  },
  terms: {
    title: 'Teilnahmebedingungen des Beta-Programms',
    intro:
      'Diese Bedingungen regeln Ihre Teilnahme am Beta-Programm von Caseboard. Mit Ihrer Teilnahme an der Beta erkennen Sie sie an.',
    sections: {
      programme: {
        title: 'Das Beta-Programm',
        body: 'Caseboard ist eine Webplattform für Beraterinnen und Berater mit KI-Einblicken, KI-gestützter Dokumenterstellung und Modellen des maschinellen Lernens. Die Beta ist ein geschlossenes Programm für bis zu 200 Teilnehmende, die das Unternehmen von einer Warteliste auswählt, bevorzugt ehemalige Beraterinnen und Berater großer Strategieberatungen.',
      },
      eligibility: {
        title: 'Wer teilnehmen kann',
        body: 'Sie müssen mindestens 18 Jahre alt sein und Beratungserfahrung haben, die das Unternehmen beurteilt. Bei der Registrierung fragen wir nach Ihrem vollständigen Namen und der URL Ihres LinkedIn-Profils, um Ihre Bewerbung zu prüfen. Ein Platz auf der Warteliste garantiert keine Teilnahme.',
      },
      cost: {
        title: 'Kosten und Dauer',
        body: 'Die Beta ist kostenlos und läuft auf unbestimmte Zeit. Bevor sie endet, informieren wir Sie mit angemessener Frist.',
      },
      updates: {
        title: 'Updates',
        body: 'Wir wollen jede Woche Updates veröffentlichen. Funktionen können sich ändern, verschoben oder entfernt werden, während das Produkt Gestalt annimmt.',
      },
      use: {
        title: 'Zulässige Nutzung',
        body: 'Nutzen Sie Caseboard nur für berufliche Zwecke. Laden Sie keine Inhalte hoch, die Sie nicht teilen dürfen, versuchen Sie nicht, den Dienst zu stören oder zu überlasten, greifen Sie nicht ohne Erlaubnis auf Projekte anderer Teilnehmender zu und nutzen Sie die Ergebnisse nicht, um jemanden zu täuschen. Wahren Sie die Vertraulichkeit Ihrer Mandanten, wenn Sie entscheiden, was Sie eingeben.',
      },
      ownership: {
        title: 'Ihre Inhalte und unser Feedback',
        body: 'Die Inhalte, die Sie in Caseboard mit der KI erstellen, gehören Ihnen. Das Feedback, das Sie zum Produkt geben, gehört dem Unternehmen, das es frei zur Verbesserung nutzen darf. Senden Sie Feedback über das <feedbackForm>Feedback-Formular</feedbackForm>.',
      },
      discount: {
        title: 'Rabatt für vollständiges Feedback',
        body: 'Wer ein Beratungsprojekt in Caseboard abschließt, echt oder simuliert, und ausführliches Feedback dazu gibt, erhält dauerhaft 30 % Rabatt auf das vollständige Produkt.',
      },
      termination: {
        title: 'Beendigung',
        body: 'Das Unternehmen kann Ihre Teilnahme bei unangemessener Nutzung beenden. Konten, die nach der Einrichtung 30 Tage inaktiv bleiben, können ebenfalls beendet werden. Endet die Teilnahme, werden Ihre Daten archiviert, wie in der <privacyPolicy>Datenschutzerklärung</privacyPolicy> beschrieben. Sie können die Beta jederzeit verlassen, indem Sie Ihr Konto auf Ihrer Kontoseite löschen; Ihre Projekte werden dann gelöscht statt archiviert.',
      },
      warranty: {
        title: 'Ein Produkt in der Beta',
        body: 'Caseboard wird während der Beta so bereitgestellt, wie es ist. KI-Ergebnisse können unvollständig oder falsch sein; prüfen Sie sie, bevor Sie sich darauf verlassen. Soweit gesetzlich zulässig, haftet das Unternehmen nicht für mittelbare Schäden aus der Beta.',
      },
      changes: {
        title: 'Änderungen dieser Bedingungen',
        body: 'Das Unternehmen kann diese Bedingungen jederzeit ändern. Über wesentliche Änderungen informieren wir Sie in der Anwendung; nutzen Sie Caseboard danach weiter, gelten die geänderten Bedingungen.',
      },
      law: {
        title: 'Anwendbares Recht',
        body: 'Für diese Bedingungen gilt das Recht von England und Wales; für Streitigkeiten sind die Gerichte von England und Wales zuständig.',
      },
      contact: {
        title: 'Kontakt',
        body: 'Fragen zur Beta beantworten wir gern über das <feedbackForm>Feedback-Formular</feedbackForm>. Anfragen zu Ihren personenbezogenen Daten laufen über das <dataRequestForm>Formular für Datenanfragen</dataRequestForm>.',
      },
    },
  },
};
