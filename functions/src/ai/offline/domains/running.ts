import type { Domain } from '../domain.ts';

export const running: Domain = {
  id: 'running',
  cues: {
    run: 1, runs: 1, running: 2, runner: 2, jog: 2, jogging: 2, '5k': 3, '10k': 3, 'half marathon': 3, marathon: 3,
    ultramarathon: 3, parkrun: 3, 'couch to 5k': 3, c25k: 3, 'trail running': 3, race: 1, km: 1, miles: 1, pace: 1,
  },
  tone: 'motivational',
  topics: ['half marathon', 'ultramarathon', 'marathon', '(5k|10k|parkrun)', '(race|trail race|fun run)'],
  topicArticle: 'the',
  fallbackTopic: 'your running goal',
  milestones: [
    {
      kinds: ['distance'],
      task: 'Run {amount} without stopping',
      final: 'Cover the full {target} distance, walk breaks allowed',
      microtasks: [
        'Do three easy runs this week building toward {amount}',
        'Run {amount} at a pace where you can still talk',
        'Add no more than 10% a week on the way to {amount}',
        'Log how {amount} felt on a scale of 1 to 10',
      ],
    },
    {
      kinds: ['count'],
      units: ['runs', 'km', 'miles', 'races', 'parkruns'],
      task: 'Reach {amount} in total',
      final: 'Reach all {amount}',
      microtasks: [
        'Plan the week so it adds {gain} toward {amount}',
        'Log every run toward {amount} the day you do it',
        'Check on Sunday how far you are from {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Set your starting point for {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Check your baseline',
          microtasks: [
            'Walk-run 20 minutes at an easy pace and note the distance',
            'Rate how your legs and breathing felt from 1 to 10',
            'Write down any aches or old injuries to watch',
            'Book a check-up first if you have any health concerns',
          ],
        },
        {
          title: 'Get the right gear',
          microtasks: [
            'Get fitted for running shoes at a running store',
            'Pick comfortable, sweat-wicking clothes for two runs',
            'Set up a running app or watch to log every run',
            'Lay out your kit the night before your first run',
          ],
        },
        {
          title: 'Pick a training plan for {topic}',
          microtasks: [
            'Choose a beginner plan that finishes {deadline} || Choose a beginner plan with three runs a week',
            'Mark your three run days in the calendar',
            'Sign up for a race on your target date',
            'Tell a friend your race date so it is real',
          ],
        },
      ],
    },
    {
      title: 'Build an easy running base for {topic}',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Run three times a week',
          microtasks: [
            'Do run-walk intervals: 1 minute running, 1 minute walking, for 20 minutes',
            'Keep every run at a pace where you can talk',
            'Walk or rest on the days between runs',
            'Log the time and distance of each run',
          ],
        },
        {
          title: 'Make the long run a weekly habit',
          microtasks: [
            'Pick a fixed day for the weekly long run',
            'Add 5 minutes to the long run each week',
            'Drink water and eat a light snack an hour before',
          ],
        },
        {
          title: 'Protect your body from injury',
          microtasks: [
            'Do a 5-minute warm-up walk before every run',
            'Stretch calves, hamstrings and hips after each run',
            'Take an extra rest day when something hurts',
            'Add two 15-minute strength sessions a week',
          ],
        },
      ],
    },
    {
      title: 'Build speed and stamina for {topic}',
      weight: 3,
      priority: 2,
      tasks: [
        {
          title: 'Add one faster session a week',
          microtasks: [
            'Do 6 x 1-minute faster efforts with walking recovery',
            'Try a 20-minute tempo run at a comfortably hard pace',
            'Keep the other runs of the week easy',
          ],
        },
        {
          title: 'Stretch the long run toward race distance',
          microtasks: [
            'Lengthen the long run by about 10% a week',
            'Practise drinking and fuelling on the long run',
            'Take an easier week every fourth week',
          ],
        },
        {
          title: 'Rehearse race day',
          microtasks: [
            'Do one run at the time of day the race starts',
            'Test your race-day breakfast and kit on a long run',
            'Run part of the course or a similar route',
          ],
        },
      ],
    },
    {
      title: 'Taper and run {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Taper in the final week',
          microtasks: [
            'Cut your running volume by about a third',
            'Keep a few short, brisk efforts to stay sharp',
            'Sleep eight hours on the nights before the race',
          ],
        },
        {
          title: 'Get race day right',
          microtasks: [
            'Lay out your kit and race number the night before',
            'Plan your trip to the start and arrive 45 minutes early',
            'Start slower than you feel like and finish strong',
            'Eat the breakfast you tested in training',
          ],
        },
        {
          title: 'Recover after the finish',
          microtasks: [
            'Walk and stretch for 10 minutes after crossing the line',
            'Take three easy days off running',
            'Write down your time and what you would change',
          ],
        },
      ],
    },
    {
      title: 'Keep running after {topic}',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Choose your next running goal',
          microtasks: [
            'Pick a next race or a faster time to aim for',
            'Keep two easy runs a week while you decide',
            'Join a local running club or parkrun',
          ],
        },
        {
          title: 'Stay injury-free for the long run',
          microtasks: [
            'Replace your shoes every 600 to 800 km',
            'Keep one strength session a week',
            'See a physio about any pain that lasts a week',
          ],
        },
      ],
    },
  ],
};
