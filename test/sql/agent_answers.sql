-- Answers an agent can rely on for unseen schemas (issue 19): the primitives behind
-- search_columns and resolve_entity, repair_hint's advice per SQLSTATE, validate_sql's
-- division warning. The measured figures are in test/search (MRR@10, top-1 per dataset).

-- run-together lower-case names are split by a dictionary (Debian's wamerican word list)
SELECT w, ekaya._name_tokens(w) AS tokens
  FROM unnest(ARRAY['unitsreturned', 'billingdocumentheader', 'accountmanagerstaffnumber', 'supervisedby',
                    'customerid', 'weightkg', 'HoursWorked', 'tblTimesheetEntry',
                    -- words, inflections of words and names that are no words stay whole
                    'status', 'username', 'approver', 'shippers', 'pokedex', 'sku_code']) w;
-- a measure is no synonym of another measure: a rating is not a price, a cost is not a revenue
SELECT s, ekaya._synonym_stems(ekaya._stem(s)) AS synonyms
  FROM unnest(ARRAY['rating', 'price', 'cost', 'revenue', 'amount']) s;
-- values of more than three words (free-text comments) are no category values to match
SELECT ekaya._value_stems('[{"value": "paid"}, {"value": "late delivery"},
                            {"value": "Arrived late but the quality is fine"}]') AS value_stems;
-- how the words of a term name a table or a role: 1 all words, +2 the head word, +4 a synonym
SELECT n, ekaya._words_match(ekaya._stems('invoice line'), ARRAY['bill billing', 'item detail entri'],
                             ekaya._stems(n), '{header}') AS invoice_line
  FROM unnest(ARRAY['billingdocumentline', 'billingdocumentheader', 'invoice_lines', 'orders']) n;
SELECT ekaya._words_match(ekaya._stems('supervisor'), ARRAY['manag boss'], ekaya._stems('supervisedby'),
                          ARRAY['id', 'by', 'staff']) AS supervisor,
       ekaya._words_match(ekaya._stems('project'), ARRAY[''], ekaya._stems('ProjectLeadID'),
                          ARRAY['id', 'employe']) AS project_is_no_lead;
