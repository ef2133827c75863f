ALTER TABLE "positions" ADD COLUMN "education_required" text GENERATED ALWAYS AS (case
        when description_text ~* '\m(high school|secondary school|abitur)\M' then 'high_school'
        when description_text ~* '\m(vocational|apprenticeship|ausbildung)' then 'associate'
        when description_text ~* '\m(ph\.?d|doctorate|doctoral degree)\M' then 'doctorate'
        when description_text ~* '\m(master[''’]?s|msc|mba)\M' then 'master'
        when description_text ~* '\m(bachelor([''’]?s)?|bsc|degree in|university degree|college degree|law degree|engineering degree|a degree|hochschulabschluss|studium)\M' then 'bachelor'
      end) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "education_or_experience" boolean GENERATED ALWAYS AS (description_text ~* '(or equivalent|or comparable|oder vergleichbar|oder gleichwertig)') STORED;