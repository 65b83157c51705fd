/**
 * The legal texts: cookie policy, privacy policy and beta terms. Loaded only when one is opened.
 *
 * Markup in `body`: paragraphs are separated by a blank line, a paragraph whose lines start with
 * "- " is a list, and <tag>text</tag> marks a link: cookiePolicy, privacyPolicy, terms and
 * cookieSettings open the overlay of that name, feedbackForm and dataRequestForm link out to the forms
 * configured for this deployment, strong is emphasis.
 */
export const legal = {
  common: {
    lastUpdated: 'Last updated: {{date}}',
    contents: 'Contents',
    backToContents: 'Back to contents',
    close: 'Close',
    opensInNewTab: '(opens in a new tab)',
    formNotConfigured: '(this installation has not published the form’s address yet; ask the team that invited you)',
    operator: {
      title: 'Operator of this installation',
      name: 'Name',
      address: 'Postal address',
      email: 'Contact e-mail',
      notSet: 'Not stated yet: the operator of this installation has not configured it.',
      noneSet:
        'The operator of this installation has not stated its name, address or contact yet. Until it does, ask the person who gave you access who runs it.',
    },
  },
  cookiePolicy: {
    title: 'Cookie policy',
    intro:
      'This policy explains which cookies Caseboard stores on your device, why, and how you stay in control of them.',
    sections: {
      what: {
        title: 'What cookies are',
        body: 'Cookies are small text files a website stores in your browser. Some are necessary for a service to work at all; others help its makers understand how it is used. Caseboard keeps both kinds to the minimum.',
      },
      ours: {
        title: 'The cookies we use',
        body: 'The table below lists every cookie Caseboard sets. Most cookies last for the session or up to two years. Analytics cookies are only set after you accept them.',
      },
      control: {
        title: 'Your choices',
        body: 'When you first visit Caseboard we ask whether you accept analytics cookies. You can change your choice at any time in the <cookieSettings>cookie settings</cookieSettings>, linked at the foot of every page. When you refuse analytics, we delete every cookie whose name begins with _ga and tell the analytics tag not to send anything.\n\nYou can also delete or block cookies in your browser’s settings. If you block the necessary cookies, you will not be able to sign in.',
      },
      more: {
        title: 'More information',
        body: 'How we handle personal data in general is described in our <privacyPolicy>privacy policy</privacyPolicy>. Questions about this policy are welcome through our <feedbackForm>feedback form</feedbackForm>.',
      },
    },
    table: {
      caption: 'Cookies set by Caseboard',
      name: 'Cookie',
      purpose: 'Purpose',
      category: 'Category',
      duration: 'Duration',
      necessary: 'Necessary',
      analytics: 'Analytics',
      rows: {
        auth_token: {
          purpose: 'Keeps you signed in (your user token for authentication). Not readable by scripts.',
          duration: 'Until you sign out; at most 30 days',
        },
        i18n_redirected: {
          purpose: 'Remembers your interface language so that we show Caseboard in it (language redirection).',
          duration: '1 year',
        },
        cookie_consent: {
          purpose: 'Remembers whether you accepted analytics cookies, so we do not ask again.',
          duration: '1 year',
        },
        _ga: {
          purpose: 'Analytics: distinguishes visitors so that usage can be counted without identifying you.',
          duration: '2 years',
        },
        _ga_id: {
          purpose: 'Analytics: keeps the state of a visit (session) for the usage statistics.',
          duration: '2 years',
        },
      },
    },
  },
  privacyPolicy: {
    title: 'Privacy policy',
    intro:
      'Caseboard is a web platform on which management consultants structure their projects and generate consulting artefacts with AI. This policy explains what personal data we process when you use the web application or the Caseboard mobile application, why, and what rights you have.',
    sections: {
      controller: {
        title: 'Who is responsible',
        body: 'The company that operates Caseboard (“we”, “us”) is the controller of your personal data. You can reach us for any data protection question through our <dataRequestForm>data request form</dataRequestForm>.',
      },
      scope: {
        title: 'Scope of this policy',
        body: 'This policy covers the Caseboard web application, the Caseboard mobile application and the e-mails we send you. It applies to everyone who joins the waiting list, takes part in the beta programme or is invited to a project.',
      },
      data: {
        title: 'The data we process',
        body: '- Account data: your full name, e-mail address, LinkedIn profile URL and a securely hashed password.\n- Project content: problem statements, issue trees, hypotheses, work plans, analyses, storylines and every saved version of them.\n- Collaboration data: the projects you share and the people you invite by e-mail address.\n- Feedback you send us.\n- Technical data: your IP address, browser type, language and error reports, kept in server logs.\n- Usage data: anonymous analytics, only if you accept analytics cookies.',
      },
      purposes: {
        title: 'Why we process it',
        body: '- To create and run your account and select beta participants from the waiting list.\n- To store your projects and share them with the members you choose.\n- To generate artefacts with AI at your request.\n- To keep Caseboard secure, prevent abuse and fix errors.\n- To improve the product from your feedback and, with your consent, from usage statistics.\n- To tell you about changes to the service and these terms.',
      },
      legalBases: {
        title: 'Legal bases',
        body: 'We process account, project and collaboration data to perform our agreement with you (the beta terms). Technical data and security measures rest on our legitimate interest in running a safe service. Analytics rests on your consent, which you can withdraw at any time in the <cookieSettings>cookie settings</cookieSettings>.',
      },
      ai: {
        title: 'AI processing',
        body: 'When you ask Caseboard to generate an artefact, the relevant project content is processed by the AI engine configured for this installation. That may be Caseboard’s built-in engine, which keeps everything on our servers, or a model provider acting as our processor under a data processing agreement. We do not allow providers to train their models on your content. AI output is a draft: you decide what to keep.',
      },
      cookies: {
        title: 'Cookies and analytics',
        body: 'We use necessary cookies to sign you in and remember your language, and analytics cookies only with your consent. The details are in our <cookiePolicy>cookie policy</cookiePolicy>.',
      },
      sharing: {
        title: 'Who receives your data',
        body: 'We share personal data only with processors who help us run Caseboard (hosting, e-mail delivery, AI model providers and, with your consent, analytics), bound by contract to act on our instructions, and with the project members you invite. We do not sell personal data.',
      },
      transfers: {
        title: 'International transfers',
        body: 'Where a processor handles data outside the United Kingdom or the European Economic Area, we rely on an adequacy decision or on standard contractual clauses with additional safeguards.',
      },
      retention: {
        title: 'How long we keep data',
        body: 'We keep your account and projects while you take part in the beta. When participation ends, your data is archived and kept no longer than needed to meet legal obligations or to restore your account at your request. When you delete your account yourself, your projects, memberships and sessions are erased at once; we keep only a record without your address that the account existed and was deleted, and the feedback you sent without your name. Server logs are deleted after 30 days. Analytics data is kept for up to two years.',
      },
      security: {
        title: 'Security',
        body: 'Passwords are stored only as strong one-way hashes, sessions use random tokens stored hashed, every connection is encrypted, and access to a project is checked on every request. No system is perfectly secure; we will inform you without undue delay if a breach puts your data at risk.',
      },
      rights: {
        title: 'Your rights',
        body: 'You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format and to withdraw consent at any time. On your account page you can correct your name, download all your data as a ZIP file and delete your account yourself. For anything else, use our <dataRequestForm>data request form</dataRequestForm> to exercise these rights; we answer within one month. You may also complain to the Information Commissioner’s Office (ico.org.uk) or your local data protection authority.',
      },
      children: {
        title: 'Age limit',
        body: 'Caseboard is meant for professionals. You must be at least 18 years old to use it, and we do not knowingly collect data from anyone younger.',
      },
      changes: {
        title: 'Changes to this policy',
        body: 'We may update this policy as Caseboard develops. We will tell you about important changes in the application or by e-mail before they take effect. The date at the top shows the latest version.',
      },
    },
  },
  terms: {
    title: 'Beta programme terms and conditions',
    intro:
      'These terms govern your participation in the Caseboard beta programme. By joining the beta you accept them.',
    sections: {
      programme: {
        title: 'The beta programme',
        body: 'Caseboard is a web platform for consultants offering AI insights, AI document generation and machine learning models. The beta is a closed programme for up to 200 participants, chosen by the company from a waiting list with preference for former consultants of large strategy firms.',
      },
      eligibility: {
        title: 'Who can take part',
        body: 'You must be at least 18 years old and have consulting experience, as judged by the company. When you register we ask for your full name and your LinkedIn profile URL to assess your application. Joining the waiting list does not guarantee a place.',
      },
      cost: {
        title: 'Cost and duration',
        body: 'The beta is free of charge and runs for an indefinite period. We will give you reasonable notice before it ends.',
      },
      updates: {
        title: 'Updates',
        body: 'We aim to release updates every week. Features may change, move or be removed while the product takes shape.',
      },
      use: {
        title: 'Acceptable use',
        body: 'Use Caseboard for professional work only. Do not upload content you have no right to share, attempt to break or overload the service, access other participants’ projects without permission, or use the output to mislead anyone. Respect your clients’ confidentiality when you choose what to enter.',
      },
      ownership: {
        title: 'Your content and our feedback',
        body: 'You own the content you create with the AI in Caseboard. The company owns the feedback you give about the product and may use it freely to improve it. Send feedback through the <feedbackForm>feedback form</feedbackForm>.',
      },
      discount: {
        title: 'Discount for complete feedback',
        body: 'Participants who complete one consulting project in Caseboard, real or simulated, and give detailed feedback on it receive a 30% discount on the full product in perpetuity.',
      },
      termination: {
        title: 'Termination',
        body: 'The company may end your participation for inappropriate use. Accounts that remain inactive for 30 days after set-up may also be terminated. When participation ends, your data is archived as described in the <privacyPolicy>privacy policy</privacyPolicy>. You may leave the beta at any time by deleting your account on your account page; your projects are then erased rather than archived.',
      },
      warranty: {
        title: 'A product in beta',
        body: 'Caseboard is provided as it is during the beta. AI output can be incomplete or wrong; check it before you rely on it. To the extent the law allows, the company is not liable for indirect loss arising from the beta.',
      },
      changes: {
        title: 'Changes to these terms',
        body: 'The company may amend these terms at any time. We will tell you about material changes in the application; if you keep using Caseboard afterwards, the amended terms apply.',
      },
      law: {
        title: 'Governing law',
        body: 'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute.',
      },
      contact: {
        title: 'Contact',
        body: 'Questions about the beta are welcome through the <feedbackForm>feedback form</feedbackForm>. Requests about your personal data go through the <dataRequestForm>data request form</dataRequestForm>.',
      },
    },
  },
} as const;
