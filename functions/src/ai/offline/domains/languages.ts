import type { Domain } from '../domain.ts';

const LANGUAGES = [
  'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese', 'Mandarin', 'Chinese', 'Cantonese', 'Korean',
  'Arabic', 'Russian', 'Hindi', 'Dutch', 'Swedish', 'Norwegian', 'Danish', 'Finnish', 'Polish', 'Greek', 'Turkish',
  'Hebrew', 'Vietnamese', 'Thai', 'Indonesian', 'Swahili', 'Ukrainian', 'Czech', 'Hungarian', 'Romanian', 'Tagalog',
  'Persian', 'Farsi', 'Urdu', 'Bengali', 'Punjabi', 'Catalan', 'Irish', 'Welsh', 'Latin', 'Esperanto', 'ASL', 'English',
];

export const languages: Domain = {
  id: 'languages',
  cues: {
    [`(${LANGUAGES.join('|').toLowerCase()})`]: 2,
    language: 3, languages: 3, fluent: 3, fluency: 3, vocabulary: 3, duolingo: 3, conversational: 2,
    '(a1|a2|b1|b2|c1|c2|jlpt|hsk|dele|delf|dalf|topik|goethe)': 3, grammar: 2, 'native speaker': 2,
    'sign language': 3, bilingual: 3,
  },
  tone: 'friendly',
  topics: [...LANGUAGES, 'sign language'],
  topicArticle: '',
  fallbackTopic: '',
  milestones: [
    {
      kinds: ['count'],
      units: ['words', 'new words', 'phrases', 'verbs', 'kanji', 'characters'],
      task: 'Learn {amount}',
      final: 'Learn all {amount}',
      microtasks: [
        'Add {gain} to your flashcard deck on the way to {amount}',
        'Review the deck daily until you know {amount}',
        'Use ten of the words up to {amount} in your own sentences',
      ],
    },
    {
      kinds: ['count'],
      units: ['lessons', 'hours', 'units', 'chapters', 'classes', 'sessions'],
      task: 'Complete {amount}',
      final: 'Complete all {amount}',
      microtasks: [
        'Schedule this week\'s share of {amount}',
        'Log each one toward {amount} as you finish it',
        'Review your notes each time you pass a quarter of {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Set your {topic} target || Set your language target',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Decide what fluent enough means for you',
          microtasks: [
            'Write down three situations where you want to use {topic} || Write down three situations where you want to use the language',
            'Pick a level to reach {deadline}, such as A2 or B1 || Pick a level to reach, such as A2 or B1',
            'Take a free online placement test to see where you start',
          ],
        },
        {
          title: 'Choose your learning tools',
          microtasks: [
            'Pick one course or textbook as your backbone',
            'Install a flashcard app for vocabulary',
            'Find a beginner podcast or channel in {topic} || Find a beginner podcast or channel in the language',
            'Find a tutor or a language exchange partner',
          ],
        },
        {
          title: 'Build a daily study slot',
          microtasks: [
            'Block 20 to 30 minutes a day at the same time',
            'Keep your study materials where you will see them',
            'Switch your phone to {topic} once the basics feel solid || Switch your phone to the language once the basics feel solid',
          ],
        },
      ],
    },
    {
      title: 'Learn the {topic} basics || Learn the basics of the language',
      weight: 2,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Master the core vocabulary',
          microtasks: [
            'Learn the 100 most common {topic} words with flashcards || Learn the 100 most common words with flashcards',
            'Review flashcards for 10 minutes every day',
            'Label ten things at home with their {topic} names || Label ten things at home with their names in the language',
          ],
        },
        {
          title: 'Get the sounds right',
          microtasks: [
            'Learn the alphabet and the pronunciation rules',
            'Shadow a short audio clip, repeating after the speaker',
            'Record yourself and compare with a native speaker',
          ],
        },
        {
          title: 'Learn the essential grammar',
          microtasks: [
            'Learn the present tense of the 10 most common verbs',
            'Write five simple sentences about your day',
            'Do one set of grammar exercises a week',
          ],
        },
      ],
    },
    {
      title: 'Start speaking {topic} || Start speaking the language',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Have real conversations',
          microtasks: [
            'Book a 30-minute session with a tutor or exchange partner',
            'Prepare five questions to ask in {topic} || Prepare five questions to ask in the language',
            'Speak for 10 minutes without switching languages',
            'Note the words you were missing and learn them',
          ],
        },
        {
          title: 'Train your listening',
          microtasks: [
            'Watch a show in {topic} with {topic} subtitles || Watch a show in the language with subtitles in the language',
            'Listen to a learners\' podcast on your commute',
            'Write down five new phrases you heard',
          ],
        },
        {
          title: 'Practise writing',
          microtasks: [
            'Write a short diary entry in {topic} three times a week || Write a short diary entry three times a week',
            'Get it corrected by a tutor, an app or a native speaker',
            'Text a friend in {topic} || Text a friend who speaks the language',
          ],
        },
      ],
    },
    {
      title: 'Push toward your target level',
      weight: 3,
      priority: 3,
      tasks: [
        {
          title: 'Tackle the harder grammar',
          microtasks: [
            'Learn the past and future tenses',
            'Use them in ten sentences about your life',
            'Ask your tutor to drill the tense you mix up most',
          ],
        },
        {
          title: 'Read real {topic} || Read real texts in the language',
          microtasks: [
            'Read a graded reader at your level',
            'Read one short news article a week',
            'Look up only the words that block the meaning',
          ],
        },
        {
          title: 'Immerse yourself',
          microtasks: [
            'Spend one evening a week fully in {topic} || Spend one evening a week fully in the language',
            'Join a meetup or an online group of learners',
            'Narrate your day in your head for five minutes',
          ],
        },
      ],
    },
    {
      title: 'Test your {topic} level || Test your level',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Measure your progress',
          microtasks: [
            'Retake the placement test and compare',
            'Record a 2-minute talk about yourself and compare it with week one',
            'Book an official exam if you want a certificate',
          ],
        },
        {
          title: 'Plan how to keep it up',
          microtasks: [
            'Set the next level to aim for',
            'Keep one conversation a week in your calendar',
            'Celebrate with a film in {topic} || Celebrate with a film in the language',
          ],
        },
      ],
    },
  ],
};
