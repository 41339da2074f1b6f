import type { Domain } from '../domain.ts';

export const health: Domain = {
  id: 'health',
  cues: {
    'lose weight': 3, weight: 2, pounds: 1, fat: 2, 'body fat': 3, diet: 2, eat: 1, eating: 2,
    healthier: 2, healthy: 1, sugar: 2, 'junk food': 3, calories: 3, nutrition: 3, 'blood pressure': 3, cholesterol: 3,
    'blood sugar': 3, vegetables: 1, veggies: 1, 'cook at home': 2, 'eat more': 3, 'eat less': 3, 'eat healthier': 3, 'eat better': 3, lose: 1, slim: 2, belly: 2, health: 2, doctor: 1,
    overweight: 3, bmi: 3, 'drink more water': 3, protein: 1, snacking: 2, 'gain weight': 3,
    '(kg|kgs|kilos|kilograms|lbs|lb|stone)': 3,
  },
  tone: 'friendly',
  topics: ['(blood pressure|cholesterol|blood sugar)', '(sugar|junk food|takeaway|fast food|soda|snacking)'],
  topicArticle: '',
  fallbackTopic: '',
  milestones: [
    {
      kinds: ['weight'],
      verbs: ['lose', 'drop', 'shed'],
      task: 'Lose {amount} in total',
      final: 'Lose the full {amount}',
      microtasks: [
        'Weigh in on the same morning each week, aiming for {amount} down',
        'Review the food log if {amount} is slipping',
        'Celebrate {amount} with something that is not food',
      ],
    },
    {
      kinds: ['weight'],
      verbs: ['gain', 'put', 'build', 'add'],
      task: 'Gain {amount} in total',
      final: 'Gain the full {amount}',
      microtasks: [
        'Weigh in on the same morning each week, aiming for {amount} up',
        'Add a protein-rich snack a day until you reach {amount}',
        'Check your strength log as you pass {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Get a clear picture of your health today',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Measure where you start',
          microtasks: [
            'Weigh yourself in the morning and note it down',
            'Log everything you eat and drink for three days',
            'Measure your waist and take a photo',
            'Book a check-up if you have a health condition',
          ],
        },
        {
          title: 'Set a safe, clear target',
          microtasks: [
            'Write down the target: {target} {deadline} || Write down the target: {target} || Write down one measurable health target and a date',
            'Keep weight change to at most 0.5 to 1 kg a week',
            'Write down why this matters to you',
            'Tell one person who will support you',
          ],
        },
      ],
    },
    {
      title: 'Reset your eating habits',
      weight: 2,
      priority: 1,
      tasks: [
        {
          title: 'Plan your meals',
          microtasks: [
            'Plan the week\'s dinners every Sunday',
            'Fill half your plate with vegetables, a quarter with protein, a quarter with carbs',
            'Shop from a list and stick to it',
            'Prep lunches for three days in one go',
          ],
        },
        {
          title: 'Cut the easy extras',
          microtasks: [
            'Swap sugary drinks for water or sparkling water',
            'Keep the snacks you want to avoid out of the house',
            'Cut {topic} to once a week || Limit alcohol to weekends or less',
          ],
        },
        {
          title: 'Eat mindfully',
          microtasks: [
            'Eat one meal a day without screens',
            'Stop eating at 80% full',
            'Drink a glass of water before each meal',
          ],
        },
      ],
    },
    {
      title: 'Move more every day',
      weight: 2,
      priority: 2,
      tasks: [
        {
          title: 'Build daily movement',
          microtasks: [
            'Walk 30 minutes a day, or 7,000 to 10,000 steps',
            'Take the stairs and walk short trips',
            'Stand up and move for 5 minutes every hour',
          ],
        },
        {
          title: 'Add strength training',
          microtasks: [
            'Do two 20-minute strength sessions a week',
            'Learn squats, push-ups and rows with good form',
          ],
        },
      ],
    },
    {
      title: 'Stay on track week by week',
      weight: 4,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Check in every week',
          microtasks: [
            'Weigh in or measure once a week, same day, same time',
            'Look at the trend over a month, not day to day',
            'Adjust portions if the trend stalls for two weeks',
          ],
        },
        {
          title: 'Handle the tough moments',
          microtasks: [
            'Decide what to order before eating out',
            'Keep a go-to healthy snack for cravings',
            'Get back on plan at the next meal after a slip',
          ],
        },
        {
          title: 'Sleep well and manage stress',
          microtasks: [
            'Aim for 7 to 9 hours of sleep',
            'Wind down without screens 30 minutes before bed',
            'Take a 10-minute walk when stress hits',
          ],
        },
      ],
    },
    {
      title: 'Make it your new normal',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Lock in what works',
          microtasks: [
            'Keep the five habits that helped most',
            'Move from weekly to monthly check-ins',
            'Celebrate with new clothes or an experience',
          ],
        },
        {
          title: 'Plan for holidays and busy weeks',
          microtasks: [
            'Decide your minimum routine for busy weeks',
            'Pick two go-to meals you can make anywhere',
            'Restart the weekly check-ins after any break',
          ],
        },
      ],
    },
  ],
};
