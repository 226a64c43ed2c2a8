module skirmish

go 1.26
