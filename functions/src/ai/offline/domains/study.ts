import type { Domain } from '../domain.ts';

export const study: Domain = {
  id: 'study',
  cues: {
    exam: 3, exams: 3, test: 1, pass: 2, certification: 3, certificate: 2, certified: 3, study: 2, studying: 2,
    course: 2, degree: 3, gmat: 3, gre: 3, sat: 3, lsat: 3, mcat: 3, 'bar exam': 3, cpa: 3, cfa: 3, ielts: 2, toefl: 2,
    grades: 3, gpa: 3, finals: 3, midterm: 3, midterms: 3, semester: 2, revision: 2, revise: 1, class: 1,
    university: 2, college: 2, school: 1, homework: 3, 'driving test': 3, "driver's license": 3, 'driving licence': 3,
    'theory test': 3, syllabus: 3, quiz: 2, bootcamp: 2,
  },
  tone: 'strict',
  topics: ['(bar exam|driving test|theory test|driving licence)', "driver's license", '(gmat|gre|sat|lsat|mcat|cpa|cfa|ielts|toefl|aws|azure|pmp|ccna|comptia) (certification|certificate|exam|test)?', '(certification|exam|exams|test|finals|course|degree|bootcamp)'],
  topicArticle: 'the',
  fallbackTopic: 'the exam',
  milestones: [
    {
      kinds: ['count'],
      units: ['practice tests', 'mock exams', 'chapters', 'modules', 'hours', 'units', 'lessons', 'courses', 'flashcards', 'past papers', 'topics'],
      task: 'Complete {amount}',
      final: 'Complete all {amount}',
      microtasks: [
        'Schedule the sessions that take you to {amount}',
        'Tick off each one toward {amount} in your tracker',
        'Review your weak spots after reaching {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Map out what {topic} covers',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Know the exam inside out',
          microtasks: [
            'Get the official syllabus or exam guide',
            'Note the date, format, timing and pass mark',
            'Register and lock in the date {deadline} || Register and lock in the exam date',
          ],
        },
        {
          title: 'Find your starting point',
          microtasks: [
            'Take one full practice test under timed conditions',
            'Score it and list your three weakest topics',
            'Estimate the study hours you need',
          ],
        },
        {
          title: 'Gather your materials',
          microtasks: [
            'Pick one main textbook or course',
            'Get official past papers or practice questions',
            'Set up flashcards for facts and formulas',
          ],
        },
      ],
    },
    {
      title: 'Build a study schedule for {topic}',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Plan the weeks',
          microtasks: [
            'Split the syllabus into weekly chunks',
            'Put the weakest topics early',
            'Block study sessions in your calendar',
            'Keep the last two weeks for review and practice tests',
          ],
        },
        {
          title: 'Set yourself up to focus',
          microtasks: [
            'Choose a quiet study spot',
            'Work in 25-minute focus blocks with 5-minute breaks',
            'Keep your phone in another room while studying',
          ],
        },
      ],
    },
    {
      title: 'Learn and practise each topic',
      weight: 4,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Study actively',
          microtasks: [
            'Summarise each chapter on one page',
            'Test yourself instead of rereading',
            'Review flashcards daily with spaced repetition',
            'Explain a hard topic out loud as if teaching it',
          ],
        },
        {
          title: 'Practise questions',
          microtasks: [
            'Do a set of practice questions after each topic',
            'Review every wrong answer and note why',
            'Redo the questions you missed a week later',
          ],
        },
        {
          title: 'Get help where you are stuck',
          microtasks: [
            'Bring your toughest questions to a tutor or study group',
            'Watch a different explanation of the hardest topic',
          ],
        },
      ],
    },
    {
      title: 'Rehearse with full practice exams',
      weight: 2,
      priority: 1,
      tasks: [
        {
          title: 'Simulate the real thing',
          microtasks: [
            'Take a full timed practice exam each week',
            'Match the real start time and conditions',
            'Track your score trend',
          ],
        },
        {
          title: 'Fix the last gaps',
          microtasks: [
            'Revisit your three weakest topics',
            'Memorise the key formulas and facts',
            'Practise your time per question',
          ],
        },
      ],
    },
    {
      title: 'Ace {topic} on the day',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Prepare the day before',
          microtasks: [
            'Pack ID, confirmation and allowed materials',
            'Do a light review only',
            'Go to bed early',
          ],
        },
        {
          title: 'Perform on the day',
          microtasks: [
            'Eat a steady breakfast and arrive early',
            'Skip hard questions and come back to them',
            'Check your answers if time allows',
          ],
        },
      ],
    },
  ],
};
