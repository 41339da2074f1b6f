import type { Domain } from '../domain.ts';

export const habits: Domain = {
  id: 'habits',
  cues: {
    habit: 3, habits: 3, daily: 2, 'every day': 2, 'every morning': 2, 'every night': 2, routine: 2, meditate: 3,
    meditation: 3, journal: 2, journaling: 3, 'wake up': 3, 'morning routine': 3, 'evening routine': 3,
    consistent: 2, consistency: 2, streak: 2, sleep: 2, 'go to bed': 3, bedtime: 3, gratitude: 2, 'drink water': 2,
    floss: 3, flossing: 3, 'cold shower': 3, 'cold showers': 3, stretch: 1, stretching: 1, mindful: 2, mindfulness: 3,
    'early riser': 3, 'get up early': 3, 'wake up early': 3, procrastinate: 1, 'stop procrastinating': 3,
  },
  tone: 'friendly',
  topics: [
    '(meditation|meditating|meditate) => meditation', '(journaling|journal) => journaling', '(morning routine|evening routine|routine)',
    '(sleep|bedtime|go to bed) => your bedtime routine', '(wake up|get up|early riser) => your morning wake-up',
    '(gratitude|stretching|flossing|mindfulness)',
  ],
  topicArticle: '',
  fallbackTopic: 'the habit',
  milestones: [
    {
      kinds: ['count'],
      units: ['sessions', 'times', 'entries', 'pages', 'minutes', 'workouts'],
      task: 'Reach {amount} in total',
      final: 'Reach all {amount}',
      microtasks: [
        'Mark each one toward {amount} on your tracker',
        'Check your tally against {amount} every Sunday',
      ],
    },
  ],
  phases: [
    {
      title: 'Design {topic} so it is easy to start',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Make it tiny',
          microtasks: [
            'Shrink {topic} to a 2-minute version for hard days',
            'Anchor it to something you already do, like morning coffee',
            'Prepare everything you need the night before',
          ],
        },
        {
          title: 'Set up a tracker',
          microtasks: [
            'Pick a tracker: an app, a calendar or a paper chart',
            'Put the tracker where you will see it every day',
            'Mark an X for each day you do it',
          ],
        },
        {
          title: 'Remove the friction',
          microtasks: [
            'Put the cue in plain sight',
            'Remove one thing that usually gets in the way',
            'Set a daily reminder at the planned time',
          ],
        },
      ],
    },
    {
      title: 'Show up daily for {topic}',
      weight: 2,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Keep the 2-minute version going daily',
          microtasks: [
            'Do the tiny version even on bad days',
            'Mark the tracker straight after',
            'Notice how you feel after each session',
          ],
        },
        {
          title: 'Handle missed days',
          microtasks: [
            'Follow the rule: never miss twice in a row',
            'Note what got in the way and plan around it',
            'Set a backup time for busy days',
          ],
        },
        {
          title: 'Make it visible',
          microtasks: [
            'Tell one friend about your streak',
            'Put the tracker next to your bed or desk',
          ],
        },
      ],
    },
    {
      title: 'Grow {topic} step by step',
      weight: 3,
      priority: 2,
      tasks: [
        {
          title: 'Increase it slowly',
          microtasks: [
            'Add a little each week once it feels automatic',
            'Keep the 2-minute version as a fallback',
            'Review your tracker every Sunday',
          ],
        },
        {
          title: 'Make it rewarding',
          microtasks: [
            'Pair it with something you enjoy',
            'Share your streak with a friend',
            'Treat yourself at each streak milestone',
          ],
        },
      ],
    },
    {
      title: 'Make {topic} stick for good',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Lock it in',
          microtasks: [
            'Count your streak on the tracker',
            'Write down what made it easier',
            'Plan how to keep going when your routine changes',
          ],
        },
        {
          title: 'Stack the next habit',
          microtasks: [
            'Pick one small habit to add next',
            'Anchor it right after this one',
          ],
        },
      ],
    },
    {
      title: 'Get support for {topic}',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Find a partner in it',
          microtasks: [
            'Ask a friend to join you for a month',
            'Check in with each other every Sunday',
          ],
        },
        {
          title: 'Learn from others',
          microtasks: [
            'Read one good book or guide about {topic}',
            'Join an online group or challenge around it',
          ],
        },
      ],
    },
  ],
};
